import { describe, expect, it } from 'vitest';
import { AGING_BUCKETS } from '../../../../core/invoice-math';
import { invoiceDetailWireSchema, type InvoiceDetail } from '../../../../core/schemas/invoice';
import {
  invoiceSummarySchema,
  type InvoiceSummary,
} from '../../../../core/schemas/invoice-summary';
import { decodeInvoiceDetail, decodeInvoiceSummary } from './invoice-wire';

const TAX_ID = '5f0c7c0e-8a43-4b6e-9f55-2f7d3f3c9a11';

const invoice: InvoiceDetail = {
  id: 'inv-1',
  invoiceNumber: 'INV-0001',
  clientId: 'c-1',
  client: 'Dana Client',
  projectId: 'p-1',
  project: 'Maple Street',
  amount: 97450,
  date: '2026-11-01',
  status: 'Pending',
  items: [
    { description: 'Framing', quantity: 2, rate: 500, taxRateIds: [TAX_ID] },
    { description: 'Discount', kind: 'credit', quantity: 1, rate: 25.5 },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  state: 'partial',
  termsDays: 30,
  dueDate: '2026-12-01',
  overdue: false,
  subtotal: 100000,
  taxes: [{ taxRateId: TAX_ID, name: 'Sales tax', rate: 500, amount: 5000 }],
  taxTotal: 5000,
  paidToDate: 10000,
  balance: 87450,
  paymentCount: 1,
  markedPaid: false,
  issuedAt: '2026-11-01T10:00:00.000Z',
  sentAt: null,
  viewedAt: null,
  estimateId: null,
  kind: 'standard',
  payments: [
    {
      id: 'pay-1',
      invoiceId: 'inv-1',
      amount: 10000,
      date: '2026-11-05',
      method: 'check',
      reference: '1042',
      createdAt: '2026-11-05T09:00:00.000Z',
    },
  ],
  events: [{ kind: 'payment', detail: '$100.00', at: '2026-11-05T09:00:00.000Z' }],
};

describe('invoice answers read without zod', () => {
  it('give back what the schemas encoded: the line items as a list, the rest as sent', () => {
    // The server encodes its answers with these schemas' codecs (items as JSON text).
    const wire = invoiceDetailWireSchema.encode(invoice);
    expect(typeof wire.items).toBe('string');
    expect(decodeInvoiceDetail(wire)).toEqual(invoice);

    const summary: InvoiceSummary = {
      outstanding: 87450,
      overdue: 0,
      paidThisMonth: 10000,
      aging: Object.fromEntries(
        AGING_BUCKETS.map((bucket) => [bucket, 0]),
      ) as InvoiceSummary['aging'],
      invoiced: 97450,
      paid: 10000,
      oldestUnpaid: [invoice],
      invoiceCount: 1,
    };
    const summaryWire = invoiceSummarySchema.encode(summary);
    expect(decodeInvoiceSummary(summaryWire)).toEqual(invoiceSummarySchema.decode(summaryWire));
    expect(decodeInvoiceSummary(summaryWire).oldestUnpaid[0]!.items).toEqual(invoice.items);
  });
});
