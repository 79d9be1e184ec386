import { z } from 'zod';
import { MAX_LINE_TAXES, MAX_QUANTITY } from '../invoice-math.js';
import { toHundredths } from '../contract-math.js';
import { idSchema, isoDateSchema } from './common.js';
import { DATE_FORMATS } from '../locale.js';
import {
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
} from './text.js';

// Estimates and change orders (issue 21, decisions 210-212): one document engine for
// both. Amounts are integer cents; a quantity has at most two decimals.

export const DOCUMENT_KINDS = ['estimate', 'change_order'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_STATES = [
  'draft',
  'sent',
  'viewed',
  'approved',
  'declined',
  'expired',
  'void',
] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];
export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
  void: 'Void',
};

export const MAX_SECTIONS = 30;
export const MAX_LINES_PER_SECTION = 100;
export const MAX_UNIT_PRICE_CENTS = 1_000_000_000;
export const MAX_CHANGE_ORDER_CENTS = 1_000_000_000;
/** How long an approval link works unless the document ends earlier. */
export const APPROVAL_LINK_DAYS = 30;
/** A drawn signature as a PNG data URL, at most this many characters (about 150 kB). */
export const MAX_SIGNATURE_CHARS = 200_000;

export const APPROVAL_UNAVAILABLE_MESSAGE =
  'This approval link is not valid. It may have been replaced by a newer one; ask your contractor for the current link.';
export const APPROVAL_EXPIRED_MESSAGE =
  'This approval link has expired. Ask your contractor to send it again.';

const cents = (label: string, max: number, min = 0) =>
  z
    .number({ message: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} is too large`);

export const documentLineInputSchema = z.object({
  description: requiredText('Description', 500),
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .gt(0, 'Quantity must be above 0')
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`)
    .refine((value) => toHundredths(value) !== null, 'Quantity must have at most 2 decimals'),
  unit: optionalText('Unit', 30),
  unitPrice: cents('Unit price', MAX_UNIT_PRICE_CENTS),
  taxRateIds: z
    .array(idSchema)
    .max(MAX_LINE_TAXES, `A line has at most ${MAX_LINE_TAXES} taxes`)
    .refine((ids) => new Set(ids).size === ids.length, 'The same tax is chosen twice')
    .optional(),
  optional: z.boolean().optional(),
});
export type DocumentLineInput = z.input<typeof documentLineInputSchema>;

export const documentSectionInputSchema = z.object({
  title: optionalText('Section title', 200),
  lines: z
    .array(documentLineInputSchema)
    .min(1, 'A section needs at least one line')
    .max(MAX_LINES_PER_SECTION, `A section has at most ${MAX_LINES_PER_SECTION} lines`),
});

export const scheduleEntrySchema = z
  .object({
    label: requiredText('Label', 200),
    percent: z
      .number({ message: 'percent must be a number' })
      .gt(0, 'percent must be above 0')
      .max(100, 'percent must be at most 100')
      .refine((value) => toHundredths(value) !== null, 'percent must have at most 2 decimals')
      .optional(),
    amount: cents('amount', MAX_UNIT_PRICE_CENTS, 1).optional(),
    due: z.enum(['on_approval', 'date'], { message: 'due must be on_approval or date' }),
    date: isoDateSchema.optional(),
  })
  .refine((entry) => (entry.percent === undefined) !== (entry.amount === undefined), {
    message: 'Give either a percent or an amount',
  })
  .refine((entry) => entry.due !== 'date' || entry.date !== undefined, {
    message: 'A milestone due on a date needs its date',
    path: ['date'],
  });
export type ScheduleEntry = z.output<typeof scheduleEntrySchema>;

const scheduleSchema = z
  .array(scheduleEntrySchema)
  .max(20, 'A schedule has at most 20 payments')
  .refine(
    (entries) => entries.filter((entry) => entry.due === 'on_approval').length <= 1,
    'Only one payment can be due on approval',
  );

const estimateFields = {
  title: requiredText('Title', 200),
  intro: optionalMultilineText('Introduction', 10_000),
  terms: optionalMultilineText('Terms', 20_000),
  validUntil: isoDateSchema.nullish(),
  sections: z
    .array(documentSectionInputSchema)
    .min(1, 'Add at least one section')
    .max(MAX_SECTIONS, `An estimate has at most ${MAX_SECTIONS} sections`),
  schedule: scheduleSchema.optional(),
};

/** POST /api/projects/{id}/estimates */
export const estimateCreateSchema = z.object(estimateFields);
export type EstimateCreateInput = z.input<typeof estimateCreateSchema>;
export type EstimateCreate = z.output<typeof estimateCreateSchema>;

/** PATCH /api/estimates/{id}: drafts only; sections replace the old ones whole. */
export const estimatePatchSchema = z
  .object({
    title: estimateFields.title.optional(),
    intro: estimateFields.intro,
    terms: estimateFields.terms,
    validUntil: estimateFields.validUntil,
    sections: estimateFields.sections.optional(),
    schedule: estimateFields.schedule,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
  });
export type EstimatePatchInput = z.input<typeof estimatePatchSchema>;
export type EstimatePatch = z.output<typeof estimatePatchSchema>;

/** A stored line: the input with its id. */
export const documentLineSchema = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string().nullable(),
  unitPrice: z.number().int(),
  taxRateIds: z.array(z.string()),
  optional: z.boolean(),
  /** quantity x unit price, cents. */
  amount: z.number().int(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const documentSectionSchema = z.object({
  title: z.string().nullable(),
  lines: z.array(documentLineSchema),
});
export type DocumentSection = z.infer<typeof documentSectionSchema>;

export const scheduleEntryViewSchema = z.object({
  label: z.string(),
  percent: z.number().nullable(),
  amount: z.number().int(),
  due: z.enum(['on_approval', 'date']),
  date: z.string().nullable(),
});

export const documentTaxSchema = z.object({
  taxRateId: z.string(),
  name: z.string(),
  rate: z.number().int(),
});

export const approvalRecordSchema = z.object({
  decision: z.enum(['approve', 'decline']),
  name: z.string(),
  at: z.string(),
  contentHash: z.string(),
  /** The network the decision came from (last part of the address dropped). */
  network: z.string(),
  userAgent: z.string(),
  reason: z.string().nullable(),
  hasSignature: z.boolean(),
  selectedOptionalLineIds: z.array(z.string()),
});
export type ApprovalRecord = z.infer<typeof approvalRecordSchema>;

/** An estimate or change order as the business sees it. */
export const documentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  projectId: z.string(),
  projectName: z.string(),
  number: z.string(),
  revision: z.number().int(),
  /** "EST-0001", "EST-0001 rev 2". */
  displayNumber: z.string(),
  state: z.enum(DOCUMENT_STATES),
  title: z.string(),
  intro: z.string().nullable(),
  terms: z.string().nullable(),
  validUntil: z.string().nullable(),
  sections: z.array(documentSectionSchema),
  schedule: z.array(scheduleEntryViewSchema),
  taxes: z.array(documentTaxSchema),
  subtotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  optionalTotal: z.number().int(),
  /** Change orders: the reason and what the change does to the schedule. */
  reason: z.string().nullable(),
  scheduleImpactDays: z.number().int().nullable(),
  approvalDeadline: z.string().nullable(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  viewedAt: z.string().nullable(),
  approval: approvalRecordSchema.nullable(),
  /** The revision that replaced this one (void). */
  replacedById: z.string().nullable(),
  /** The deposit invoice created on approval. */
  depositInvoiceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

/** POST /api/projects/{id}/change-orders */
export const changeOrderCreateSchema = z.object({
  title: requiredText('Title', 200),
  reason: requiredMultilineText('Reason', 5000),
  amount: cents('amount', MAX_CHANGE_ORDER_CENTS, -MAX_CHANGE_ORDER_CENTS),
  scheduleImpactDays: z
    .number({ message: 'scheduleImpactDays must be a number of days' })
    .int('scheduleImpactDays must be whole days')
    .min(-3650, 'scheduleImpactDays must be at least -3650')
    .max(3650, 'scheduleImpactDays must be at most 3650')
    .nullish(),
  approvalDeadline: isoDateSchema.nullish(),
  terms: optionalMultilineText('Terms', 20_000),
});
export type ChangeOrderCreateInput = z.input<typeof changeOrderCreateSchema>;
export type ChangeOrderCreate = z.output<typeof changeOrderCreateSchema>;

export const documentSendSchema = z.object({
  to: z
    .string({ message: 'Recipient email is required' })
    .trim()
    .min(1, 'Recipient email is required')
    .max(254, 'Recipient email must be at most 254 characters')
    .pipe(z.email({ message: 'Enter a valid email address' })),
  message: optionalMultilineText('Message', 5000),
});
export type DocumentSendInput = z.input<typeof documentSendSchema>;

export const documentSentSchema = z.object({
  /** The approval page: shown once, never stored. */
  url: z.string(),
  expiresAt: z.string(),
  /** Who the link was e-mailed to; null when mail is not set up or failed (emailError). */
  emailedTo: z.string().nullable(),
  emailError: z.string().nullable(),
  document: documentSchema,
});

// ---- The client's approval page (public shapes) ------------------------------------------

export const approvalTokenParamsSchema = z.object({ token: z.string().max(200) });

export const publicLineSchema = z.object({
  /** Only so an optional line can be ticked. */
  id: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string().nullable(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  /** Tax of the line in cents. */
  tax: z.number().int(),
  taxNames: z.array(z.string()),
  optional: z.boolean(),
});

export const publicDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  /** How the business shows money and dates (Settings > Locale). */
  locale: z.object({ currency: z.string(), dateFormat: z.enum(DATE_FORMATS) }),
  businessName: z.string(),
  projectName: z.string(),
  displayNumber: z.string(),
  title: z.string(),
  intro: z.string().nullable(),
  terms: z.string().nullable(),
  validUntil: z.string().nullable(),
  sections: z.array(z.object({ title: z.string().nullable(), lines: z.array(publicLineSchema) })),
  schedule: z.array(
    scheduleEntryViewSchema.omit({ percent: true }).extend({ percent: z.number().nullable() }),
  ),
  subtotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  reason: z.string().nullable(),
  scheduleImpactDays: z.number().int().nullable(),
  /** Each tax over the lines in the total; the options the client ticks add their own. */
  taxes: z.array(z.object({ name: z.string(), rate: z.number().int(), amount: z.number().int() })),
  /** open: waiting for a decision; approved or declined: decided. */
  status: z.enum(['open', 'approved', 'declined']),
  decision: z
    .object({ name: z.string(), at: z.string(), selectedOptionalLineIds: z.array(z.string()) })
    .nullable(),
  /** SHA-256 of what is shown: recorded with the decision. */
  contentHash: z.string(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;

export const approvalDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'decline'], { message: 'decision must be approve or decline' }),
    name: requiredText('Full name', 200),
    agree: z.literal(true, { message: 'Tick "I agree" to continue' }),
    signature: z
      .string()
      .max(MAX_SIGNATURE_CHARS, 'The signature is too large; clear it and sign again')
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'The signature must be a PNG image')
      .nullish(),
    selectedOptionalLineIds: z.array(z.string().max(100)).max(500).optional(),
    reason: optionalMultilineText('Reason', 2000),
    /** The hash of the document the client was shown; a changed document is refused. */
    contentHash: z.string().max(100).optional(),
  })
  .refine((body) => body.decision !== 'decline' || !!body.reason, {
    message: 'Tell us why you decline',
    path: ['reason'],
  });
export type ApprovalDecisionInput = z.input<typeof approvalDecisionSchema>;

export const approvalResultSchema = z.object({
  message: z.string(),
  document: publicDocumentSchema,
});

// ---- Billing from the contract -----------------------------------------------------------

export const financialsSchema = z.object({
  contractValue: z.number().int(),
  invoiced: z.number().int(),
  paid: z.number().int(),
  remainingToBill: z.number().int(),
  retainageHeld: z.number().int(),
});
export type Financials = z.infer<typeof financialsSchema>;

export const contractLineSchema = z.object({
  lineId: z.string(),
  documentNumber: z.string(),
  description: z.string(),
  value: z.number().int(),
  billedPercent: z.number(),
  billed: z.number().int(),
});
export type ContractLineView = z.infer<typeof contractLineSchema>;

export const contractSchema = z.object({
  financials: financialsSchema,
  lines: z.array(contractLineSchema),
  deposit: z.number().int(),
  finalInvoiced: z.boolean(),
});
export type Contract = z.infer<typeof contractSchema>;

// Shared by two fields: the messages follow the field's name in the answer, so they name none.
const percentSchema = z
  .number({ message: 'must be a number' })
  .min(0, 'must be at least 0')
  .max(100, 'must be at most 100')
  .refine((value) => toHundredths(value) !== null, 'must have at most 2 decimals');

export const progressInvoiceInputSchema = z.object({
  lines: z
    .array(z.object({ lineId: z.string().max(100), percentComplete: percentSchema }))
    .max(5000)
    .default([]),
  retainagePercent: percentSchema.optional(),
  final: z.boolean().optional(),
});
export type ProgressInvoiceInput = z.input<typeof progressInvoiceInputSchema>;
