import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { checkedAmount } from './invoices.service.js';

const items = [
  { description: 'Framing', quantity: 3, rate: 19.99 },
  { description: 'Visit', quantity: 1, rate: 0.1 },
];

describe('checkedAmount', () => {
  it('computes the amount from the items in whole cents', () => {
    expect(checkedAmount(items, undefined)).toBe(6007);
    expect(checkedAmount(items, 6007)).toBe(6007);
  });

  it('refuses a sent amount that disagrees, naming the field', () => {
    const attempt = () => checkedAmount(items, 6006);
    expect(attempt).toThrow(HttpError);
    expect(attempt).toThrow(/^amount: 6006 cents does not match the line items/);
  });

  it('refuses items whose total is not whole cents', () => {
    expect(() =>
      checkedAmount([{ description: 'x', quantity: 1, rate: 0.001 }], undefined),
    ).toThrow(/^items: /);
  });
});

describe('checkedAmount with taxes', () => {
  it('is the total including the line taxes', () => {
    const rates = [{ id: 'gst', name: 'GST', rate: 500 }];
    expect(checkedAmount([{ ...items[0]!, taxRateIds: ['gst'] }], undefined, rates)).toBe(
      5997 + 300,
    );
  });
});
