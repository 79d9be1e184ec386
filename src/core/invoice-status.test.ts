import { describe, expect, it } from 'vitest';
import { invoiceBadges, invoiceStatusLine } from './invoice-status.js';

describe('one invoice status (issue 18)', () => {
  it('a partly paid card says "Partially paid" and not "Pending" beside it', () => {
    expect(invoiceBadges({ status: 'Pending', state: 'partial' })).toEqual({
      status: null,
      state: 'partial',
    });
  });

  it("keeps the spec's Pending on an invoice that is out and unpaid, and Paid alone once paid", () => {
    expect(invoiceBadges({ status: 'Pending', state: 'issued' })).toEqual({
      status: 'Pending',
      state: 'issued',
    });
    expect(invoiceBadges({ status: 'Pending', state: 'viewed' }).status).toBe('Pending');
    expect(invoiceBadges({ status: 'Paid', state: 'paid' })).toEqual({
      status: 'Paid',
      state: null,
    });
    expect(invoiceBadges({ status: 'Pending', state: 'draft' })).toEqual({
      status: null,
      state: 'draft',
    });
    expect(invoiceBadges({ status: 'Pending', state: 'void' })).toEqual({
      status: null,
      state: 'void',
    });
  });

  it('gives the PDF one status line that starts with the spec name', () => {
    expect(invoiceStatusLine({ status: 'Pending', state: 'issued' })).toBe('Pending');
    expect(invoiceStatusLine({ status: 'Pending', state: 'viewed' })).toBe('Pending');
    expect(invoiceStatusLine({ status: 'Pending', state: 'partial' })).toBe(
      'Pending (partially paid)',
    );
    expect(invoiceStatusLine({ status: 'Pending', state: 'partial', overdue: true })).toBe(
      'Pending (partially paid, overdue)',
    );
    expect(invoiceStatusLine({ status: 'Pending', state: 'issued', overdue: true })).toBe(
      'Pending (overdue)',
    );
    expect(invoiceStatusLine({ status: 'Paid', state: 'paid' })).toBe('Paid');
    expect(invoiceStatusLine({ status: 'Pending', state: 'void' })).toBe('Void');
  });
});
