import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BillingRefusal,
  FULL_BPS,
  documentTotals,
  lineNetCents,
  mulDivRound,
  netInvoiceLines,
  progressInvoice,
  scheduleAmount,
  type ContractLine,
} from './contract-math.js';

// Billing from the contract (decision 212): whatever the order of the percents, the
// invoices of a fully billed contract add up to its value to the cent.

describe('line and document arithmetic', () => {
  it('computes quantity with two decimals in whole hundredths, rounding half away from zero', () => {
    expect(lineNetCents(1.5, 1999)).toBe(2999); // 2998.5 -> 2999
    expect(lineNetCents(0.1, 3)).toBe(0); // 0.3 -> 0
    expect(lineNetCents(2.25, 100)).toBe(225);
    expect(lineNetCents(1.005, 100)).toBeNaN();
    expect(mulDivRound(-5, 1, 10)).toBe(-1); // -0.5 -> -1
  });

  it('leaves optional lines out of the total until they are chosen', () => {
    const lines = [
      { id: 'a', quantity: 2, unitPrice: 5000, taxRateIds: ['t'] },
      { id: 'b', quantity: 1, unitPrice: 10000, optional: true },
    ];
    const rates = [{ id: 't', name: 'GST', rate: 500 }];
    expect(documentTotals(lines, rates)).toMatchObject({
      subtotal: 10000,
      taxTotal: 500,
      total: 10500,
      optionalTotal: 10000,
    });
    expect(documentTotals(lines, rates, ['b']).total).toBe(20500);
  });

  it('sums each tax over the lines in the total, in the order the taxes first appear', () => {
    const rates = [
      { id: 'gst', name: 'GST', rate: 500 },
      { id: 'pst', name: 'PST', rate: 700 },
    ];
    const lines = [
      { id: 'a', quantity: 1, unitPrice: 10_001, taxRateIds: ['pst', 'gst'] },
      { id: 'b', quantity: 1, unitPrice: 3_333, taxRateIds: ['gst'] },
      { id: 'c', quantity: 1, unitPrice: 20_000, taxRateIds: ['pst'], optional: true },
    ];
    // 700.07 -> 700, 500.05 -> 500 (half up), 166.65 -> 167.
    expect(documentTotals(lines, rates).taxes).toEqual([
      { taxRateId: 'pst', name: 'PST', rate: 700, amount: 700 },
      { taxRateId: 'gst', name: 'GST', rate: 500, amount: 667 },
    ]);
    expect(documentTotals(lines, rates, ['c']).taxes[0]!.amount).toBe(700 + 1400);
  });

  it('has sums per tax that add up to the tax total, chosen options or not', () => {
    const rates = [
      { id: 'r0', name: 'A', rate: 500 },
      { id: 'r1', name: 'B', rate: 825 },
      { id: 'r2', name: 'C', rate: 13 },
    ];
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 100_000 }).map((hundredths) => hundredths / 100),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
      taxRateIds: fc.subarray(['r0', 'r1', 'r2']),
      optional: fc.boolean(),
      chosen: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (drawn) => {
        const lines = drawn.map((entry, index) => ({ ...entry, id: `l${index}` }));
        const chosen = lines.filter((entry) => entry.chosen).map((entry) => entry.id);
        const totals = documentTotals(lines, rates, chosen);
        const sum = totals.taxes.reduce((total, tax) => total + tax.amount, 0);
        expect(sum).toBe(totals.taxTotal);
        expect(totals.total).toBe(totals.subtotal + sum);
      }),
    );
  });

  it('takes a deposit as a percent of the contract or as an amount', () => {
    expect(scheduleAmount({ percent: 33.33 }, 10001)).toBe(3333);
    expect(scheduleAmount({ amount: 5000 }, 10001)).toBe(5000);
  });
});

/** Bills a contract: progress invoices at the percents given, in order, then the final one. */
function billContract(
  values: number[],
  steps: { percents: number[]; retainageBps: number }[],
  deposit: number,
) {
  const lines: ContractLine[] = values.map((value, i) => ({
    lineId: `l${i}`,
    description: `Line ${i}`,
    value,
    billedBps: 0,
  }));
  const totals: number[] = [deposit];
  let retainageHeld = 0;
  for (const step of steps) {
    const percents = new Map(
      lines.map((line, i) => [line.lineId, Math.max(line.billedBps, step.percents[i]!)]),
    );
    try {
      const invoice = progressInvoice(lines, {
        percents,
        retainageBps: step.retainageBps,
        final: false,
        retainageHeld,
        deposit,
      });
      totals.push(invoice.total);
      retainageHeld += invoice.retainage;
      for (const entry of invoice.entries) {
        const line = lines.find((l) => l.lineId === entry.lineId);
        if (line && entry.toBps !== undefined) line.billedBps = entry.toBps;
      }
      // The invoice's lines never go below zero and add up to its total.
      const invoiceLines = netInvoiceLines(invoice.entries);
      expect(invoiceLines.every((line) => line.cents >= 0)).toBe(true);
      expect(invoiceLines.reduce((sum, line) => sum + line.cents, 0)).toBe(invoice.total);
    } catch (error) {
      // Refused steps change nothing (a percent going nowhere, a bill into the deposit).
      if (!(error instanceof BillingRefusal)) throw error;
    }
  }
  const final = progressInvoice(lines, {
    percents: new Map(),
    retainageBps: 0,
    final: true,
    retainageHeld,
    deposit,
  });
  totals.push(final.total);
  const finalLines = netInvoiceLines(final.entries);
  expect(finalLines.reduce((sum, line) => sum + line.cents, 0)).toBe(final.total);
  return totals;
}

describe('progress billing', () => {
  it('adds up to the contract value exactly, whatever the order of percents', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.array(
          fc.record({
            percents: fc.array(fc.integer({ min: 0, max: FULL_BPS }), {
              minLength: 8,
              maxLength: 8,
            }),
            retainageBps: fc.integer({ min: 0, max: 2000 }),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 5000 }),
        (values, steps, depositBps) => {
          const contract = values.reduce((sum, value) => sum + value, 0);
          const deposit = mulDivRound(contract, depositBps, FULL_BPS);
          const totals = billContract(values, steps, deposit);
          expect(totals.every((total) => total >= 0)).toBe(true);
          expect(totals.reduce((sum, total) => sum + total, 0)).toBe(contract);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds with a negative change order in the contract', () => {
    const totals = billContract(
      [1_000_000, -150_000],
      [
        { percents: [5000, 10000, 0, 0, 0, 0, 0, 0], retainageBps: 1000 },
        { percents: [8000, 10000, 0, 0, 0, 0, 0, 0], retainageBps: 1000 },
      ],
      200_000,
    );
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(850_000);
  });

  it('refuses a percent below what was billed, and billing into the deposit', () => {
    const lines = [{ lineId: 'a', description: 'Framing', value: 10_000, billedBps: 5000 }];
    const base = { retainageBps: 0, final: false, retainageHeld: 0, deposit: 0 };
    expect(() => progressInvoice(lines, { ...base, percents: new Map([['a', 4000]]) })).toThrow(
      /cannot go below the 50% already billed/,
    );
    expect(() =>
      progressInvoice(lines, { ...base, deposit: 3000, percents: new Map([['a', 9000]]) }),
    ).toThrow(/deposit/);
  });
});

describe('netInvoiceLines', () => {
  it('keeps a line the retainage takes whole, at zero, and says what each line carries', () => {
    const lines = netInvoiceLines([
      { kind: 'line', lineId: 'a', description: 'Skylight', amount: 136_108, toBps: 5_000 },
      { kind: 'line', lineId: 'b', description: 'CO-0001 Outlets', amount: 37_500, toBps: 5_000 },
      { kind: 'retainage', lineId: null, description: 'Retainage held (10%)', amount: -73_608 },
    ]);
    expect(lines).toEqual([
      { description: 'Skylight (1361.08, less 361.08 of: Retainage held (10%))', cents: 100_000 },
      { description: 'CO-0001 Outlets (375.00, less 375.00 of: Retainage held (10%))', cents: 0 },
    ]);
  });
});
