import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_QUANTITY, MAX_RATE } from '../invoice-math.js';
import { idSchema, isoDateSchema } from './common.js';

export const INVOICE_STATUSES = ['Pending', 'Paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const MAX_LINE_ITEMS = 100;

/** One line of an invoice; the rate is in dollars (spec section 3). */
export const lineItemSchema = z.object({
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(500, 'Description must be at most 500 characters'),
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
  rate: z
    .number({ message: 'Rate must be a number' })
    .min(0, 'Rate must be at least 0')
    .max(MAX_RATE, `Rate must be at most ${MAX_RATE}`)
    .refine(hasAtMostTwoDecimals, 'Rate must have at most 2 decimals'),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const lineItemsSchema = z
  .array(lineItemSchema)
  .min(1, 'Add at least one line item')
  .max(MAX_LINE_ITEMS, `An invoice has at most ${MAX_LINE_ITEMS} line items`);

/** Items as the spec sends them (JSON text) or as an array; both become an array. */
const itemsInputSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, lineItemsSchema);

/** An invoice as the API returns it; `items` is JSON text of the line items (spec section 3). */
export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  clientId: z.string(),
  client: z.string(),
  projectId: z.string().nullable(),
  project: z.string(),
  amount: z.number().int(),
  date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  items: z.string(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * Create body (POST /api/invoices) in the spec's shape. The server assigns
 * `invoiceNumber`, takes names from the records, and recomputes `amount` from
 * the items (a sent amount must agree). The project is `projectId` or, as the
 * spec sends it, the project's name among the client's projects.
 */
export const invoiceCreateSchema = z.object({
  invoiceNumber: z.string().max(50).optional(),
  clientId: idSchema,
  client: z.string().max(300).optional(),
  projectId: idSchema.optional(),
  project: z.string().trim().max(300).optional(),
  amount: z.number().int('amount must be whole cents').optional(),
  date: isoDateSchema,
  status: z.enum(INVOICE_STATUSES).default('Pending'),
  items: itemsInputSchema,
});
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;

/** PATCH /api/invoices/{id}: the status, or edits of a pending invoice. */
export const invoicePatchSchema = z
  .object({
    status: z.enum(INVOICE_STATUSES).optional(),
    projectId: idSchema.optional(),
    project: z.string().trim().max(300).optional(),
    amount: z.number().int('amount must be whole cents').optional(),
    date: isoDateSchema.optional(),
    items: itemsInputSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
  });
export type InvoicePatchInput = z.input<typeof invoicePatchSchema>;

/** The line items an invoice stores, read leniently (bad data becomes an empty list). */
export function parseLineItems(text: string): LineItem[] {
  try {
    const parsed = lineItemsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
