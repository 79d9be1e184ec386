import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_QUANTITY, MAX_RATE } from '../invoice-math.js';
import { idSchema, isoDateSchema } from './common.js';
import { singleLine } from './text.js';

export const INVOICE_STATUSES = ['Pending', 'Paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const MAX_LINE_ITEMS = 100;

/** One line of an invoice; the rate is in dollars (spec section 3). */
export const lineItemSchema = z.object({
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .check(singleLine('Description'))
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

type LineItemInput = z.input<typeof lineItemSchema>;

// No minimum: a stored list that cannot be read is shown as no items (parseLineItems).
const lineItemListSchema = z
  .array(lineItemSchema)
  .max(MAX_LINE_ITEMS, `An invoice has at most ${MAX_LINE_ITEMS} line items`);

/** The line items an invoice is created or edited with: at least one. */
export const lineItemsSchema = lineItemListSchema.min(1, 'Add at least one line item');

// On the wire `items` is JSON text of the line items (spec section 3); inside the app
// it is always LineItem[]. The codecs below are the only place that text is read and
// written at the API edge: the route schemas use them (a request is decoded, a response
// encoded) and the web decodes a response with invoiceWireSchema.

function itemsOfJson(text: string, payload: z.core.ParsePayload<unknown>): LineItemInput[] {
  try {
    // Only a candidate: the codec's item schema checks it next.
    return JSON.parse(text) as LineItemInput[];
  } catch {
    payload.issues.push({
      code: 'custom',
      message: 'must be a JSON list of line items',
      input: text,
    });
    return z.NEVER;
  }
}

/** `items` in a response: JSON text of the line items. */
const invoiceItemsWire = z.codec(z.string(), lineItemListSchema, {
  decode: itemsOfJson,
  encode: (items) => JSON.stringify(items),
});

/** `items` in a create or edit body: the spec's JSON text, or an array (what our form sends). */
const invoiceItemsBodyWire = z.codec(
  z.union([z.string(), z.array(z.custom<LineItemInput>())]),
  lineItemsSchema,
  {
    decode: (value, payload) => (typeof value === 'string' ? itemsOfJson(value, payload) : value),
    encode: (items) => items,
  },
);

// The project may be named instead of given by id; the name is looked up in the database.
const projectName = z.string().trim().check(singleLine('Project')).max(300).optional();

/** An invoice as the app holds it; the API sends it as invoiceWireSchema. */
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
  items: lineItemListSchema,
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** An invoice as the API returns it: `items` is JSON text of the line items (spec section 3). */
export const invoiceWireSchema = invoiceSchema.extend({ items: invoiceItemsWire });
export type InvoiceWire = z.input<typeof invoiceWireSchema>;

/**
 * Create body (POST /api/invoices) in the spec's shape. The server assigns
 * `invoiceNumber`, takes names from the records, and recomputes `amount` from
 * the items (a sent amount must agree). The project is `projectId` or, as the
 * spec sends it, the project's name among the client's projects.
 */
export const invoiceCreateSchema = z.object({
  invoiceNumber: z.string().check(singleLine('Invoice number')).max(50).optional(),
  clientId: idSchema,
  client: z.string().check(singleLine('Client')).max(300).optional(),
  projectId: idSchema.optional(),
  project: projectName,
  amount: z.number().int('amount must be whole cents').optional(),
  date: isoDateSchema,
  status: z.enum(INVOICE_STATUSES).default('Pending'),
  items: lineItemsSchema,
});
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;
export type InvoiceCreate = z.output<typeof invoiceCreateSchema>;

/** The create body as the route reads it: `items` may be JSON text. */
export const invoiceCreateWireSchema = invoiceCreateSchema.extend({ items: invoiceItemsBodyWire });

const invoicePatchFields = {
  status: z.enum(INVOICE_STATUSES).optional(),
  projectId: idSchema.optional(),
  project: projectName,
  amount: z.number().int('amount must be whole cents').optional(),
  date: isoDateSchema.optional(),
  items: lineItemsSchema.optional(),
};

const someFieldSent = (body: Record<string, unknown>) =>
  Object.values(body).some((value) => value !== undefined);
const NOTHING_TO_CHANGE = { message: 'Send at least one field to change' };

/** PATCH /api/invoices/{id}: the status, or edits of a pending invoice. */
export const invoicePatchSchema = z
  .object(invoicePatchFields)
  .refine(someFieldSent, NOTHING_TO_CHANGE);
export type InvoicePatchInput = z.input<typeof invoicePatchSchema>;
export type InvoicePatch = z.output<typeof invoicePatchSchema>;

/** The edit body as the route reads it: `items` may be JSON text. */
export const invoicePatchWireSchema = z
  .object({ ...invoicePatchFields, items: invoiceItemsBodyWire.optional() })
  .refine(someFieldSent, NOTHING_TO_CHANGE);

/** The Create/Edit Invoice form: the line items plus the choices the form requires. */
export const invoiceFormSchema = z.object({
  clientId: z.string({ message: 'Client is required' }).min(1, 'Client is required'),
  projectId: z.string({ message: 'Project is required' }).min(1, 'Project is required'),
  date: z.string({ message: 'Date is required' }).pipe(isoDateSchema),
  items: lineItemsSchema,
});
export type InvoiceFormOutput = z.output<typeof invoiceFormSchema>;

/** Stored line items, read leniently: text that is not a valid list reads as no items. */
export function parseLineItems(text: string): LineItem[] {
  try {
    const parsed = lineItemListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
