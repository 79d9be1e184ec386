import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  invoiceCreateWireSchema,
  invoicePatchWireSchema,
  invoiceWireSchema,
  type Invoice,
} from './invoice.js';

const items = [{ description: 'Framing labor', quantity: 3, rate: 19.99 }];
const invoice: Invoice = {
  id: '0b6f4c4e-6a39-4f4a-9d35-3f0f4b1f2a10',
  invoiceNumber: 'INV-042',
  clientId: '4b1f2a10-6a39-4f4a-9d35-3f0f0b6f4c4e',
  client: 'Riverside Builders',
  projectId: null,
  project: 'Harbor View Duplex',
  amount: 5997,
  date: '2026-03-04',
  status: 'Pending',
  items,
  createdAt: '2026-03-04T10:00:00.000Z',
};
const body = { clientId: invoice.clientId, date: '2026-03-04' };
const messages = (error: z.ZodError | undefined) =>
  error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('invoice items on the wire', () => {
  it('writes a response with items as JSON text and reads it back as the same invoice', () => {
    const wire = z.encode(invoiceWireSchema, invoice);
    expect(wire.items).toBe(JSON.stringify(items));
    expect(invoiceWireSchema.parse(wire)).toEqual(invoice);
    expect(z.encode(invoiceWireSchema, { ...invoice, items: [] }).items).toBe('[]');
  });

  it('reads items of a body sent as JSON text or as an array', () => {
    expect(invoiceCreateWireSchema.parse({ ...body, items: JSON.stringify(items) }).items).toEqual(
      items,
    );
    expect(invoiceCreateWireSchema.parse({ ...body, items }).items).toEqual(items);
    expect(invoicePatchWireSchema.parse({ items: JSON.stringify(items) }).items).toEqual(items);
  });

  it('refuses items that are not a list of line items, naming the field', () => {
    const refused = (value: unknown) =>
      messages(invoiceCreateWireSchema.safeParse({ ...body, items: value }).error);
    expect(refused('not json')).toEqual(['items: must be a JSON list of line items']);
    expect(refused('[]')).toEqual(['items: Add at least one line item']);
    expect(refused([])).toEqual(['items: Add at least one line item']);
    expect(refused(JSON.stringify([{ ...items[0], quantity: 0 }]))).toEqual([
      'items.0.quantity: Quantity must be at least 1',
    ]);
    // A negative quantity or rate is refused, never turned positive; a credit line is the way.
    expect(refused([{ ...items[0], quantity: -3, rate: -50 }])).toEqual([
      'items.0.quantity: Quantity must be at least 1',
      'items.0.rate: Rate cannot be negative: add a discount or credit line instead',
    ]);
    const credit = { description: 'Discount', quantity: 1, rate: 10, kind: 'credit' };
    expect(invoiceCreateWireSchema.parse({ ...body, items: [...items, credit] }).items).toEqual([
      ...items,
      credit,
    ]);
    expect(
      refused([
        { ...items[0], rate: 5 },
        { ...credit, rate: 20 },
      ]),
    ).toEqual(['items: Discounts and credits cannot be more than the other lines']);
    expect(
      refused([...items, { ...credit, taxRateIds: ['0b6f4c4e-6a39-4f4a-9d35-3f0f4b1f2a10'] }]),
    ).toEqual(['items.1.taxRateIds: A discount or credit line carries no tax']);
    expect(messages(invoicePatchWireSchema.safeParse({}).error)).toEqual([
      ': Send at least one field to change',
    ]);
  });
});
