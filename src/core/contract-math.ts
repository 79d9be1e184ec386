import { addToTaxLine, lineTaxCents, type TaxLine, type TaxRateLike } from './invoice-math.js';

// Estimates, change orders and billing from the contract (issue 21, decision 212).
// Every amount is integer cents. A quantity has at most two decimals and is computed
// as whole hundredths; a percent has at most two decimals and is computed as basis
// points (10,000 = 100%). Rounding is half away from zero, in BigInt, so no float
// ever decides a cent.

/** 100% in basis points. */
export const FULL_BPS = 10_000;

/** A number with at most two decimals as whole hundredths, or null (NaN, a third decimal). */
export function toHundredths(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const hundredths = Math.round(value * 100);
  return Math.abs(value * 100 - hundredths) < 1e-6 ? hundredths : null;
}

/** a x b / divisor rounded half away from zero, exactly. */
export function mulDivRound(a: number, b: number, divisor: number): number {
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

export interface DocumentLineLike {
  id: string;
  quantity: number;
  unitPrice: number;
  taxRateIds?: readonly string[] | undefined;
  optional?: boolean | undefined;
}

export interface LineAmounts {
  id: string;
  net: number;
  tax: number;
  /** net + tax: what the line is worth in the contract. */
  gross: number;
  included: boolean;
}

export interface DocumentTotals {
  lines: LineAmounts[];
  subtotal: number;
  /** Each tax over the lines counted in the total, in the order the taxes first appear. */
  taxes: TaxLine[];
  taxTotal: number;
  total: number;
  /** What the optional lines left out would add, taxes included. */
  optionalTotal: number;
}

/** quantity x unit price, in cents (quantity in hundredths, so 1.5 x 1999 = 2999 cents). */
export function lineNetCents(quantity: number, unitPrice: number): number {
  const hundredths = toHundredths(quantity);
  if (hundredths === null || !Number.isSafeInteger(unitPrice)) return Number.NaN;
  return mulDivRound(hundredths, unitPrice, 100);
}

/**
 * The totals of an estimate: required lines always, optional lines only when selected.
 * Each line's tax is rounded on its own, like an invoice's (decision 170).
 */
export function documentTotals(
  lines: readonly DocumentLineLike[],
  rates: readonly TaxRateLike[],
  selectedOptionalIds: readonly string[] = [],
): DocumentTotals {
  const byId = new Map(rates.map((rate) => [rate.id, rate]));
  const selected = new Set(selectedOptionalIds);
  const taxes = new Map<string, TaxLine>();
  const amounts = lines.map((line): LineAmounts => {
    const net = lineNetCents(line.quantity, line.unitPrice);
    const included = !line.optional || selected.has(line.id);
    let tax = 0;
    for (const id of line.taxRateIds ?? []) {
      const rate = byId.get(id);
      if (!rate) throw new RangeError(`unknown tax rate ${id}`);
      const amount = lineTaxCents(net, rate.rate);
      tax += amount;
      if (included) addToTaxLine(taxes, rate, amount);
    }
    return { id: line.id, net, tax, gross: net + tax, included };
  });
  const sum = (pick: (line: LineAmounts) => number, included: boolean) =>
    amounts.filter((line) => line.included === included).reduce((s, l) => s + pick(l), 0);
  const subtotal = sum((line) => line.net, true);
  const taxTotal = sum((line) => line.tax, true);
  return {
    lines: amounts,
    subtotal,
    taxes: [...taxes.values()],
    taxTotal,
    total: subtotal + taxTotal,
    optionalTotal: sum((line) => line.gross, false),
  };
}

// ---- Payment schedule --------------------------------------------------------------------

export interface ScheduleEntryLike {
  percent?: number | undefined;
  amount?: number | undefined;
}

/** A schedule entry in cents: a percent of the contract (2 decimals) or a fixed amount. */
export function scheduleAmount(entry: ScheduleEntryLike, contractTotal: number): number {
  if (entry.amount !== undefined) return entry.amount;
  const bps = toHundredths(entry.percent ?? 0) ?? 0;
  return mulDivRound(contractTotal, bps, FULL_BPS);
}

// ---- Progress billing --------------------------------------------------------------------

/** What a line of the contract is worth and how far it has been billed. */
export interface ContractLine {
  lineId: string;
  description: string;
  /** Gross value in cents; a change order may be negative. */
  value: number;
  /** Percent complete billed so far, in basis points. */
  billedBps: number;
}

/** What a line is billed at a percent complete: exact at 100%. */
export const billedAt = (value: number, bps: number) =>
  bps >= FULL_BPS ? value : mulDivRound(value, bps, FULL_BPS);

export interface ProgressRequest {
  /** New percent complete per line, in basis points; lines left out stay where they are. */
  percents: ReadonlyMap<string, number>;
  retainageBps: number;
  final: boolean;
  /** Retainage held on earlier invoices, released on the final one. */
  retainageHeld: number;
  /** The deposit invoiced on approval, credited on the final invoice. */
  deposit: number;
  /** What the credit line says (dated milestones are credited with the deposit). */
  depositLabel?: string;
}

export interface ProgressEntry {
  /** A contract line, the retainage held (negative) or released, or the deposit credited. */
  kind: 'line' | 'retainage' | 'deposit-credit';
  lineId: string | null;
  description: string;
  /** Signed cents: a negative entry is a credit (retainage held, deposit, negative change). */
  amount: number;
  /** For a contract line: its new percent complete in basis points. */
  toBps?: number;
}

export interface ProgressInvoice {
  entries: ProgressEntry[];
  /** The work billed by this invoice before retainage and credits. */
  gross: number;
  retainage: number;
  total: number;
}

export class BillingRefusal extends Error {}

/**
 * One progress (or the final) invoice. A line bills the difference between what it is
 * worth at its new percent and what it was billed before, so every line's invoices add
 * up to exactly its value once it reaches 100%. The final invoice takes every line to
 * 100%, releases the retainage held and credits the deposit; before it, billing stops
 * where the deposit would no longer fit on the final invoice.
 */
export function progressInvoice(
  lines: readonly ContractLine[],
  request: ProgressRequest,
): ProgressInvoice {
  const entries: ProgressEntry[] = [];
  let gross = 0;
  let billedAfter = 0;
  let value = 0;
  for (const line of lines) {
    const asked = request.final ? FULL_BPS : (request.percents.get(line.lineId) ?? line.billedBps);
    if (asked < line.billedBps) {
      throw new BillingRefusal(
        `${line.description}: percent complete cannot go below the ${line.billedBps / 100}% already billed`,
      );
    }
    const amount = billedAt(line.value, asked) - billedAt(line.value, line.billedBps);
    value += line.value;
    billedAfter += billedAt(line.value, asked);
    gross += amount;
    if (asked !== line.billedBps) {
      entries.push({
        kind: 'line',
        lineId: line.lineId,
        description: line.description,
        amount,
        toBps: asked,
      });
    }
  }
  const retainage = request.final
    ? 0
    : Math.max(0, mulDivRound(gross, request.retainageBps, FULL_BPS));
  if (retainage > 0) {
    entries.push({
      kind: 'retainage',
      lineId: null,
      description: `Retainage held (${request.retainageBps / 100}%)`,
      amount: -retainage,
    });
  }
  if (request.final) {
    if (request.retainageHeld > 0) {
      entries.push({
        kind: 'retainage',
        lineId: null,
        description: 'Retainage released',
        amount: request.retainageHeld,
      });
    }
    if (request.deposit !== 0) {
      entries.push({
        kind: 'deposit-credit',
        lineId: null,
        description: request.depositLabel ?? 'Less deposit received',
        amount: -request.deposit,
      });
    }
  } else {
    if (entries.length === 0)
      throw new BillingRefusal('No line changed: raise a percent complete.');
    if (billedAfter + request.deposit > value) {
      throw new BillingRefusal(
        'This would bill part of the deposit again. Bill the rest on the final invoice.',
      );
    }
  }
  const total = entries.reduce((sum, entry) => sum + entry.amount, 0);
  if (total < 0) {
    throw new BillingRefusal('This invoice would be a credit; raise a percent complete first.');
  }
  return { entries, gross, retainage, total };
}

export interface InvoiceLineCents {
  description: string;
  cents: number;
}

/**
 * Invoice lines never go below zero (the invoice form's rule), so credits are taken off
 * the last charges first, each reduced line saying what it billed and how much of which
 * credit it carries. A line the credits take whole stays, at zero, so the invoice still
 * shows every piece of work billed. The lines add up to the same total.
 */
export function netInvoiceLines(entries: readonly ProgressEntry[]): InvoiceLineCents[] {
  const lines = entries
    .filter((entry) => entry.amount > 0)
    .map((entry) => ({ description: entry.description, cents: entry.amount }));
  let credit = -entries.filter((entry) => entry.amount < 0).reduce((s, e) => s + e.amount, 0);
  if (credit === 0) return lines;
  const names = entries.filter((entry) => entry.amount < 0).map((entry) => entry.description);
  for (let i = lines.length - 1; i >= 0 && credit > 0; i--) {
    const line = lines[i]!;
    const taken = Math.min(line.cents, credit);
    credit -= taken;
    line.description = `${line.description} (${formatPlainCents(line.cents)}, less ${formatPlainCents(taken)} of: ${names.join(', ')})`;
    line.cents -= taken;
  }
  return lines;
}

/** 12345 -> "123.45": for descriptions, in no particular currency. */
export function formatPlainCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
