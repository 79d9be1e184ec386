import { z } from 'zod';
import {
  hasAtMostTwoDecimals,
  invoiceAmountCents,
  isCreditLine,
  MAX_LINE_TAXES,
  MAX_QUANTITY,
  MAX_RATE,
} from '../invoice-math.js';
import { INVOICE_STATES, INVOICE_STATUSES, PAYMENT_METHODS } from '../invoices.js';
import { idSchema, isoDateSchema } from './common.js';
import { optionalMultilineText, optionalText, singleLine } from './text.js';

export const MAX_LINE_ITEMS = 100;
/** An ordinary line, or a discount/credit whose amount is subtracted (decision 189). */
export const LINE_KINDS = ['item', 'credit'] as const;
export const NEGATIVE_RATE_MESSAGE =
  'Rate cannot be negative: add a discount or credit line instead';

/** The states PATCH may ask for: issue a draft, void, or reopen an unpaid one as a draft. */
export const INVOICE_STATE_CHANGES = ['draft', 'issued', 'void'] as const;
/** What an invoice bills: standard, or from a project's contract (issue 21). */
export const INVOICE_KINDS = ['standard', 'deposit', 'progress', 'final'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** Longest payment terms: a year. */
export const MAX_TERMS_DAYS = 365;

/** One line of an invoice; the rate is in dollars (spec section 3). */
export const lineItemSchema = z
  .object({
    description: z
      .string({ message: 'Description is required' })
      .trim()
      .check(singleLine('Description'))
      .min(1, 'Description is required')
      .max(500, 'Description must be at most 500 characters'),
    /** 'credit': a discount or credit, subtracted (absent: an ordinary line). */
    kind: z.enum(LINE_KINDS, { message: 'kind must be item or credit' }).optional(),
    quantity: z
      .number({ message: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
    rate: z
      .number({ message: 'Rate must be a number' })
      .min(0, NEGATIVE_RATE_MESSAGE)
      .max(MAX_RATE, `Rate must be at most ${MAX_RATE}`)
      .refine(hasAtMostTwoDecimals, 'Rate must have at most 2 decimals'),
    /** Tax rates (GET /api/tax-rates) applied to this line; absent or empty: no tax. */
    taxRateIds: z
      .array(idSchema)
      .max(MAX_LINE_TAXES, `A line has at most ${MAX_LINE_TAXES} taxes`)
      .refine((ids) => new Set(ids).size === ids.length, 'The same tax is chosen twice')
      .optional(),
  })
  // Taxes are charged on what is sold; a credit reduces the total after them (decision 189).
  .refine((item) => !isCreditLine(item) || !item.taxRateIds?.length, {
    message: 'A discount or credit line carries no tax',
    path: ['taxRateIds'],
  });
export type LineItem = z.infer<typeof lineItemSchema>;

type LineItemInput = z.input<typeof lineItemSchema>;

// No minimum: a stored list that cannot be read is shown as no items (parseLineItems).
const lineItemListSchema = z
  .array(lineItemSchema)
  .max(MAX_LINE_ITEMS, `An invoice has at most ${MAX_LINE_ITEMS} line items`);

/** The line items an invoice is created or edited with: at least one. */
export const lineItemsSchema = lineItemListSchema
  .min(1, 'Add at least one line item')
  .refine(
    (items) => !(invoiceAmountCents(items) < 0),
    'Discounts and credits cannot be more than the other lines',
  );

// On the wire `items` is JSON text of the line items (spec section 3); inside the app
// it is always LineItem[]. The codecs below read and write that text at the API edge: the
// route schemas use them (a request is decoded, a response encoded). The web reads an
// answer's items with JSON.parse (features/invoices/api/invoice-wire.ts, decision 220),
// and its test checks that this gives what these codecs decode.

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

/** One tax of an invoice as issued: the rate's name and basis points then, and its sum in cents. */
export const invoiceTaxSchema = z.object({
  taxRateId: z.string(),
  name: z.string(),
  rate: z.number().int(),
  amount: z.number().int(),
});
export type InvoiceTax = z.infer<typeof invoiceTaxSchema>;

/**
 * Every invoice the API returns (decision 170): the spec's fields and, beside them, where
 * it is in its life and what is owed, in cents. `invoiceNumber` is '' while a draft.
 */
export const invoiceRecordSchema = invoiceSchema.extend({
  state: z.enum(INVOICE_STATES),
  termsDays: z.number().int(),
  dueDate: z.string(),
  /** The due date has passed and the balance is above zero (the owner's today). */
  overdue: z.boolean(),
  subtotal: z.number().int(),
  taxes: z.array(invoiceTaxSchema),
  taxTotal: z.number().int(),
  paidToDate: z.number().int(),
  balance: z.number().int(),
  paymentCount: z.number().int(),
  /**
   * Paid by "Mark as paid" (or nothing was owed): "Mark as pending" can reopen it. False for
   * an invoice paid by recorded payments (delete one to reopen it) and for any unpaid one.
   */
  markedPaid: z.boolean(),
  issuedAt: z.string().nullable(),
  /** Last e-mailed from the app (null: never). */
  sentAt: z.string().nullable(),
  /** First opened by the client from the portal (null: never). */
  viewedAt: z.string().nullable(),
  /** The estimate a contract invoice bills (issue 21); null for other invoices. */
  estimateId: z.string().nullable(),
  /** standard, or billed from the contract: deposit, progress or final (issue 21). */
  kind: z.enum(INVOICE_KINDS),
});
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;

/** An invoice record as the API sends it: `items` is JSON text. */
export const invoiceRecordWireSchema = invoiceRecordSchema.extend({ items: invoiceItemsWire });
export type InvoiceRecordWire = z.input<typeof invoiceRecordWireSchema>;

export const MAX_INVOICES_PAGE = 200;

/**
 * GET /api/invoices query: all invoices, or those in one state, or only the overdue ones.
 * Added for the Invoices screen (issue 20, decision 203), all optional: the spec's status,
 * a text search on number, client and project (every word, ignoring case), and paging:
 * `limit` invoices, then the next page from the `x-next-cursor` header's cursor. Without
 * `limit` the answer is every matching invoice, as the spec's call returns.
 */
export const invoiceListQuerySchema = z.object({
  state: z.enum(INVOICE_STATES).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  projectId: idSchema.optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  q: z.string().check(singleLine('q')).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_INVOICES_PAGE).optional(),
  cursor: z.string().check(singleLine('cursor')).max(300).optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

// ---- Payments ----------------------------------------------------------------------------

export const paymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  amount: z.number().int(),
  date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/invoices/{id}/payments: money received, in cents, dated when it settled. */
export const paymentInputSchema = z.object({
  amount: z
    .number({ message: 'amount must be a number of cents' })
    .int('amount must be whole cents')
    .min(1, 'amount must be at least 1 cent')
    .max(Number.MAX_SAFE_INTEGER, 'amount is too large'),
  date: isoDateSchema,
  method: z.enum(PAYMENT_METHODS, {
    message: `method must be one of ${PAYMENT_METHODS.join(', ')}`,
  }),
  reference: optionalText('Reference', 200),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** POST /api/invoices/{id}/payments answers the payment and the invoice it changed. */
export const paymentResultSchema = z.object({
  payment: paymentSchema,
  invoice: invoiceRecordWireSchema,
});

/** DELETE /api/payments/{id} answers the invoice it changed. */
export const paymentDeletedSchema = z.object({
  message: z.string(),
  invoice: invoiceRecordWireSchema,
});

export const INVOICE_EVENT_KINDS = [
  'created',
  'issued',
  'sent',
  'viewed',
  'payment',
  'payment-deleted',
  'reminder',
  'reopened',
  'voided',
] as const;

export const invoiceEventSchema = z.object({
  kind: z.enum(INVOICE_EVENT_KINDS),
  /** The recipient of an e-mail, or the amount of a payment, as text. */
  detail: z.string().nullable(),
  at: z.string(),
});
export type InvoiceEvent = z.infer<typeof invoiceEventSchema>;

/** GET /api/invoices/{id}: the invoice with its payments and history (oldest first). */
export const invoiceDetailWireSchema = invoiceRecordWireSchema.extend({
  payments: z.array(paymentSchema),
  events: z.array(invoiceEventSchema),
});
export type InvoiceDetailWire = z.input<typeof invoiceDetailWireSchema>;
export type InvoiceDetail = z.output<typeof invoiceDetailWireSchema>;

/** POST /api/invoices/{id}/send: to the client's e-mail (editable), with an optional message. */
export const invoiceSendSchema = z.object({
  to: z
    .string({ message: 'Recipient email is required' })
    .trim()
    .check(singleLine('Recipient'))
    .min(1, 'Recipient email is required')
    .max(254, 'Recipient email must be at most 254 characters')
    .pipe(z.email({ message: 'Enter a valid email address' })),
  subject: optionalText('Subject', 200),
  message: optionalMultilineText('Message', 5000),
});
export type InvoiceSendInput = z.input<typeof invoiceSendSchema>;

export const invoiceSentSchema = z.object({
  message: z.string(),
  invoice: invoiceRecordWireSchema,
});

/** GET /api/invoices/{id}/pdf query: a download (default) or shown in the browser. */
export const invoicePdfQuerySchema = z.object({
  inline: z.enum(['true', 'false']).optional(),
});

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
  /** Absent: issued and numbered at once, as the spec creates it. 'draft': numbered when issued. */
  state: z.enum(['draft', 'issued'], { message: 'state must be draft or issued' }).optional(),
  /** Days from the invoice date to its due date; absent: the business's default terms. */
  termsDays: z
    .number({ message: 'termsDays must be a number of days' })
    .int('termsDays must be whole days')
    .min(0, 'termsDays must be at least 0')
    .max(MAX_TERMS_DAYS, `termsDays must be at most ${MAX_TERMS_DAYS}`)
    .optional(),
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
  /** Issue a draft, void an unpaid invoice, or reopen an unpaid one as a draft to edit it. */
  state: z
    .enum(INVOICE_STATE_CHANGES, { message: 'state must be draft, issued or void' })
    .optional(),
  termsDays: z
    .number({ message: 'termsDays must be a number of days' })
    .int('termsDays must be whole days')
    .min(0, 'termsDays must be at least 0')
    .max(MAX_TERMS_DAYS, `termsDays must be at most ${MAX_TERMS_DAYS}`)
    .optional(),
};

const someFieldSent = (body: Record<string, unknown>) =>
  Object.values(body).some((value) => value !== undefined);
const NOTHING_TO_CHANGE = { message: 'Send at least one field to change' };

/** PATCH /api/invoices/{id}: the status or state, or edits of an invoice not yet sent or paid. */
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

/**
 * A draft has no number yet (it takes one when issued); it is stored under a placeholder
 * that no real number can equal, and shown as ''.
 */
export const DRAFT_NUMBER_PREFIX = 'draft-';
export const draftNumberPlaceholder = (id: string) => `${DRAFT_NUMBER_PREFIX}${id}`;
export const isDraftNumber = (stored: string) => stored.startsWith(DRAFT_NUMBER_PREFIX);
/** The number as shown: '' while the invoice is a draft. */
export const shownInvoiceNumber = (stored: string) => (isDraftNumber(stored) ? '' : stored);

/** Stored line items, read leniently: text that is not a valid list reads as no items. */
export function parseLineItems(text: string): LineItem[] {
  try {
    const parsed = lineItemListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
