// Money is integer cents. Rates arrive as dollars with at most two decimals, so
// every product is computed on whole cents: 3 x 19.99 is 3 x 1999 = 5997 cents,
// never 59.970000000000006 dollars rounded at the end.

export interface LineItemLike {
  quantity: number;
  rate: number;
  /** A discount or credit: quantity and rate stay positive, the line's amount is negative. */
  kind?: 'item' | 'credit' | undefined;
}

export const isCreditLine = (item: Pick<LineItemLike, 'kind'>) => item.kind === 'credit';

export const MAX_QUANTITY = 100_000;
export const MAX_RATE = 10_000_000;

/** A dollar rate as whole cents, or null when it has more than two decimals. */
export function rateToCents(rate: number): number | null {
  if (!Number.isFinite(rate)) return null;
  const cents = Math.round(rate * 100);
  // 0.1 * 100 is 10.000000000000002: allow float noise, refuse a real third decimal.
  return Math.abs(rate * 100 - cents) < 1e-6 ? cents : null;
}

export function hasAtMostTwoDecimals(rate: number): boolean {
  return rateToCents(rate) !== null;
}

/** quantity x rate in cents, negative for a credit line; NaN when the rate is not whole cents. */
export function lineTotalCents(item: LineItemLike): number {
  const cents = rateToCents(item.rate);
  if (cents === null || !Number.isInteger(item.quantity)) return Number.NaN;
  const amount = item.quantity * cents;
  return isCreditLine(item) ? -amount : amount;
}

/** The invoice amount in cents: the sum of quantity x rate over the items. */
export function invoiceAmountCents(items: readonly LineItemLike[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

// ---- Taxes (decision 170) -------------------------------------------------------------
// A tax rate is whole basis points (500 = 5%). Each line's tax is rounded to a cent on
// its own (half up), and the invoice's taxes are the sums of those rounded line taxes,
// so total = subtotal + the taxes shown, always, with no cent lost between them.

/** 100% in basis points: the highest rate a tax may have. */
export const MAX_TAX_RATE_BPS = 10_000;
/** Taxes a line may carry. */
export const MAX_LINE_TAXES = 2;

export interface TaxRateLike {
  id: string;
  name: string;
  /** Basis points: 500 = 5%. */
  rate: number;
}

export interface TaxedLineLike extends LineItemLike {
  taxRateIds?: readonly string[] | undefined;
}

/** One tax of an invoice: the sum of that tax over every line that carries it. */
export interface TaxLine {
  taxRateId: string;
  name: string;
  rate: number;
  amount: number;
}

export interface InvoiceTotals {
  /** Per line: its amount before tax and its tax, in cents. */
  lines: { net: number; tax: number }[];
  subtotal: number;
  /** In the order the taxes first appear on the lines. */
  taxes: TaxLine[];
  taxTotal: number;
  total: number;
}

/** net x rate / 10,000 rounded half up to a cent, in exact integer arithmetic; NaN when unknowable. */
export function lineTaxCents(netCents: number, rateBps: number): number {
  if (!Number.isSafeInteger(netCents) || !Number.isSafeInteger(rateBps)) return Number.NaN;
  if (netCents < 0 || rateBps < 0) return Number.NaN;
  const tax = (BigInt(netCents) * BigInt(rateBps) + 5_000n) / 10_000n;
  return tax <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(tax) : Number.NaN;
}

/**
 * Subtotal, each tax and total of an invoice, in cents: the one function that computes
 * them (server and form). Every id a line names must be among the rates (RangeError
 * otherwise); an amount that cannot be computed in whole cents makes the totals NaN.
 */
export function invoiceTotals(
  items: readonly TaxedLineLike[],
  rates: readonly TaxRateLike[],
): InvoiceTotals {
  const byId = new Map(rates.map((rate) => [rate.id, rate]));
  const taxes = new Map<string, TaxLine>();
  const lines = items.map((item) => {
    const net = lineTotalCents(item);
    let tax = 0;
    for (const id of item.taxRateIds ?? []) {
      const rate = byId.get(id);
      if (!rate) throw new RangeError(`unknown tax rate ${id}`);
      const amount = lineTaxCents(net, rate.rate);
      tax += amount;
      addToTaxLine(taxes, rate, amount);
    }
    return { net, tax };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.net, 0);
  const taxTotal = lines.reduce((sum, line) => sum + line.tax, 0);
  return { lines, subtotal, taxes: [...taxes.values()], taxTotal, total: subtotal + taxTotal };
}

/** Adds one line's tax at `rate` to a document's sums per tax, kept in first-appearance order. */
export function addToTaxLine(taxes: Map<string, TaxLine>, rate: TaxRateLike, amount: number) {
  const line = taxes.get(rate.id) ?? {
    taxRateId: rate.id,
    name: rate.name,
    rate: rate.rate,
    amount: 0,
  };
  line.amount += amount;
  taxes.set(rate.id, line);
}

/** "5%", "8.25%", "0%": basis points as a percentage. */
export function formatTaxRate(rateBps: number): string {
  return `${(rateBps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** "GST (5%)": how a tax is named beside its amount. */
export const taxLabel = (tax: { name: string; rate: number }) =>
  `${tax.name} (${formatTaxRate(tax.rate)})`;

// ---- Due dates and aging (decision 170) ------------------------------------------------

const dayNumber = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
};

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export const AGING_BUCKETS = [
  'current',
  'days1to30',
  'days31to60',
  'days61to90',
  'over90',
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Days past the due date -> its aging bucket; not yet due (0 or fewer days) is current. */
export function agingBucket(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'over90';
}

/** Overdue: the due date has passed and something is still owed. */
export function isOverdue(dueDate: string, balance: number, today: string): boolean {
  return balance > 0 && dueDate < today;
}

const dollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123456 -> "$1,234.56" */
export function formatCents(cents: number): string {
  return dollarFormat.format(cents / 100);
}

/** 1 -> "INV-001", 1000 -> "INV-1000": three digits at least, more when needed. */
export function formatInvoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(3, '0')}`;
}
