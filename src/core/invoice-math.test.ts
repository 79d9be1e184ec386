import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agingBucket,
  daysBetween,
  formatCents,
  formatInvoiceNumber,
  formatTaxRate,
  hasAtMostTwoDecimals,
  invoiceAmountCents,
  invoiceTotals,
  isOverdue,
  lineTaxCents,
  lineTotalCents,
  MAX_TAX_RATE_BPS,
  rateToCents,
} from './invoice-math.js';

describe('invoice amount in cents', () => {
  it('adds 0.1 and 0.2 to exactly 30 cents', () => {
    expect(
      invoiceAmountCents([
        { quantity: 1, rate: 0.1 },
        { quantity: 1, rate: 0.2 },
      ]),
    ).toBe(30);
  });

  it('multiplies 3 x 19.99 to exactly 5997 cents', () => {
    expect(invoiceAmountCents([{ quantity: 3, rate: 19.99 }])).toBe(5997);
    expect(lineTotalCents({ quantity: 3, rate: 19.99 })).toBe(5997);
  });

  it('handles rates whose float form is inexact (1.005 is refused, 1.01 and 0.29 are fine)', () => {
    expect(rateToCents(1.01)).toBe(101);
    expect(rateToCents(0.29)).toBe(29);
    expect(rateToCents(1234567.89)).toBe(123456789);
    expect(rateToCents(1.005)).toBeNull();
    expect(hasAtMostTwoDecimals(0.125)).toBe(false);
    expect(hasAtMostTwoDecimals(5)).toBe(true);
  });

  it('is zero for a default line (quantity 1, rate 0)', () => {
    expect(invoiceAmountCents([{ quantity: 1, rate: 0 }])).toBe(0);
  });

  it('is NaN when a rate has a third decimal, so it can never be stored', () => {
    expect(invoiceAmountCents([{ quantity: 2, rate: 0.001 }])).toBeNaN();
  });

  it('equals the sum of whole-cent products for any items', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 1000 }),
            cents: fc.integer({ min: 0, max: 10_000_000 }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (lines) => {
          const items = lines.map((l) => ({ quantity: l.quantity, rate: l.cents / 100 }));
          const expected = lines.reduce((sum, l) => sum + l.quantity * l.cents, 0);
          expect(invoiceAmountCents(items)).toBe(expected);
        },
      ),
    );
  });
});

describe('discount and credit lines (decision 189)', () => {
  it('subtracts a credit line: 3 x $50 less a $20 credit is $130', () => {
    const items = [
      { quantity: 3, rate: 50 },
      { quantity: 1, rate: 20, kind: 'credit' as const },
    ];
    expect(lineTotalCents(items[1]!)).toBe(-2000);
    expect(invoiceAmountCents(items)).toBe(13_000);
  });

  it('totals = sum of charged lines - sum of credits + taxes on charged lines, for any invoice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_TAX_RATE_BPS }),
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 100_000 }),
            cents: fc.integer({ min: 0, max: 10_000_000 }),
            credit: fc.boolean(),
            taxed: fc.boolean(),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (rate, lines) => {
          const items = lines.map((line) => ({
            quantity: line.quantity,
            rate: line.cents / 100,
            kind: line.credit ? ('credit' as const) : ('item' as const),
            taxRateIds: line.taxed && !line.credit ? ['t'] : [],
          }));
          const totals = invoiceTotals(items, [{ id: 't', name: 'Tax', rate }]);
          const charged = lines
            .filter((line) => !line.credit)
            .reduce((sum, line) => sum + line.quantity * line.cents, 0);
          const credited = lines
            .filter((line) => line.credit)
            .reduce((sum, line) => sum + line.quantity * line.cents, 0);
          expect(Number.isSafeInteger(totals.total)).toBe(true);
          expect(totals.subtotal).toBe(charged - credited);
          expect(totals.total).toBe(totals.subtotal + totals.taxTotal);
          expect(totals.taxTotal).toBeGreaterThanOrEqual(0);
          for (const [index, line] of totals.lines.entries()) {
            expect(Math.sign(line.net)).not.toBe(lines[index]!.credit ? 1 : -1);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('formatting', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5997)).toBe('$59.97');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('pads invoice numbers to three digits and grows past 999', () => {
    expect(formatInvoiceNumber(1)).toBe('INV-001');
    expect(formatInvoiceNumber(42)).toBe('INV-042');
    expect(formatInvoiceNumber(999)).toBe('INV-999');
    expect(formatInvoiceNumber(1000)).toBe('INV-1000');
  });
});

describe('taxes (decision 170)', () => {
  const gst = { id: 'gst', name: 'GST', rate: 500 };
  const pst = { id: 'pst', name: 'PST', rate: 725 };

  it('rounds each line half up, then sums the rounded line taxes per tax', () => {
    // 3 x $0.10 at 5% = 1.5 cents -> 2; twice -> 4 (taxing the 60-cent subtotal once would give 3).
    const items = [
      { quantity: 3, rate: 0.1, taxRateIds: ['gst'] },
      { quantity: 3, rate: 0.1, taxRateIds: ['gst', 'pst'] },
      { quantity: 1, rate: 100, taxRateIds: [] },
    ];
    const totals = invoiceTotals(items, [gst, pst]);
    expect(totals.lines).toEqual([
      { net: 30, tax: 2 },
      { net: 30, tax: 2 + 2 },
      { net: 10000, tax: 0 },
    ]);
    expect(totals).toMatchObject({ subtotal: 10060, taxTotal: 6, total: 10066 });
    expect(totals.taxes).toEqual([
      { taxRateId: 'gst', name: 'GST', rate: 500, amount: 4 },
      { taxRateId: 'pst', name: 'PST', rate: 725, amount: 2 },
    ]);
  });

  it('computes a line tax exactly, even where floats would not', () => {
    expect(lineTaxCents(1, 5000)).toBe(1); // 0.5 rounds up
    expect(lineTaxCents(1, 4999)).toBe(0);
    expect(lineTaxCents(99_999_999_999_999, 10_000)).toBe(99_999_999_999_999);
    expect(lineTaxCents(Number.NaN, 500)).toBeNaN();
  });

  it('refuses a line naming a rate it was not given', () => {
    expect(() => invoiceTotals([{ quantity: 1, rate: 1, taxRateIds: ['nope'] }], [gst])).toThrow(
      RangeError,
    );
  });

  it('shows rates as percentages', () => {
    expect([0, 10, 500, 550, 825, 10_000].map(formatTaxRate)).toEqual([
      '0%',
      '0.1%',
      '5%',
      '5.5%',
      '8.25%',
      '100%',
    ]);
  });

  // An independent reference: the exact rational tax 2 x net x bps / 20000, rounded half
  // up with BigInt division, summed per line.
  const reference = (
    lines: { quantity: number; cents: number; taxes: number[] }[],
    rates: number[],
  ) => {
    let subtotal = 0n;
    let taxes = 0n;
    for (const line of lines) {
      const net = BigInt(line.quantity) * BigInt(line.cents);
      subtotal += net;
      for (const index of line.taxes)
        taxes += (2n * net * BigInt(rates[index]!) + 10_000n) / 20_000n;
    }
    return { subtotal: Number(subtotal), total: Number(subtotal + taxes) };
  };

  it('total = subtotal + the taxes shown, never off by a cent, over 10,000 random invoices', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: MAX_TAX_RATE_BPS }), { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 100_000 }),
            cents: fc.integer({ min: 0, max: 1_000_000_000 }),
            taxes: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (rates, raw) => {
          const lines = raw.map((line) => ({
            ...line,
            taxes: line.taxes.filter((index) => index < rates.length),
          }));
          const taxRates = rates.map((rate, index) => ({
            id: `r${index}`,
            name: `T${index}`,
            rate,
          }));
          const items = lines.map((line) => ({
            quantity: line.quantity,
            rate: line.cents / 100,
            taxRateIds: line.taxes.map((index) => `r${index}`),
          }));
          const totals = invoiceTotals(items, taxRates);
          const shown = totals.taxes.reduce((sum, tax) => sum + tax.amount, 0);
          expect(totals.total).toBe(totals.subtotal + shown);
          expect(totals.taxTotal).toBe(shown);
          expect(totals.subtotal).toBe(invoiceAmountCents(items));
          const expected = reference(lines, rates);
          expect(totals.subtotal).toBe(expected.subtotal);
          expect(totals.total).toBe(expected.total);
          for (const [index, line] of totals.lines.entries()) {
            const exact = lines[index]!.taxes.reduce(
              (sum, rate) => sum + (line.net * rates[rate]!) / 10_000,
              0,
            );
            // Each rounded tax is within half a cent of the exact one.
            expect(Math.abs(line.tax - exact)).toBeLessThanOrEqual(
              0.5 * lines[index]!.taxes.length + 1e-6 * exact,
            );
          }
        },
      ),
      { numRuns: 10_000 },
    );
    // 10,000 invoices take a few seconds, more on a busy machine: no time limit that matters.
  }, 120_000);
});

describe('aging (decision 170)', () => {
  it('puts days past the due date in buckets; due today is current', () => {
    const cases: [number, string][] = [
      [-5, 'current'],
      [0, 'current'],
      [1, 'days1to30'],
      [30, 'days1to30'],
      [31, 'days31to60'],
      [60, 'days31to60'],
      [61, 'days61to90'],
      [90, 'days61to90'],
      [91, 'over90'],
    ];
    for (const [days, bucket] of cases) expect(agingBucket(days), String(days)).toBe(bucket);
  });

  it('counts days between dates across months and leap days', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(isOverdue('2026-03-01', 1, '2026-03-02')).toBe(true);
    expect(isOverdue('2026-03-02', 1, '2026-03-02')).toBe(false);
    expect(isOverdue('2026-03-01', 0, '2026-03-02')).toBe(false);
  });
});
