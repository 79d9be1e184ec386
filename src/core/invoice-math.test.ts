import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatInvoiceNumber,
  hasAtMostTwoDecimals,
  invoiceAmountCents,
  lineTotalCents,
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
