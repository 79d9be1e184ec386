import { z } from 'zod';
import { DATE_FORMATS } from '../locale.js';
import { idSchema, isoDateSchema } from './common.js';
import { publicDailyLogSchema } from './daily-log.js';
import { PROJECT_STATUSES } from './project.js';
import { multiLine, optionalText, requiredText, singleLine } from './text.js';

// The client portal (issue 16, decision 160): the owner's portal links and client
// questions (private, owner and office), and every answer of the public portal API,
// built only from the public shapes below.

/** A new link works this many days unless the owner picks a date (or never). */
export const PORTAL_LINK_DEFAULT_DAYS = 90;
export const MAX_QUESTION_LENGTH = 2000;
/** Questions one link may send per hour (decision 160). */
export const QUESTIONS_PER_HOUR = 5;
/** Without a date range, the portal lists this many of the newest updates. */
export const PORTAL_UPDATES_DEFAULT_LIMIT = 50;
export const PORTAL_MAX_RANGE_DAYS = 400;

const optionalEmail = (label: string) =>
  z
    .string()
    .trim()
    .check(singleLine(label))
    .max(320, `${label} must be at most 320 characters`)
    .pipe(z.union([z.literal(''), z.email({ message: `${label} must be a valid address` })]))
    .nullish()
    .transform((value) => value || null);

// ---- Owner and office: portal links ----

/** POST /api/projects/{id}/portal-links */
export const portalLinkInputSchema = z.object({
  /** Who the link is for, as the owner sees it ("Dana's phone"). */
  label: optionalText('Label', 100),
  /** The client contact; the link is e-mailed there once when e-mail is set up. */
  contactEmail: optionalEmail('Contact e-mail'),
  /**
   * The last day the link works (owner's time zone), YYYY-MM-DD; left out:
   * 90 days from today; null: never expires.
   */
  expiresAt: isoDateSchema.nullable().optional(),
  /** The project's invoices appear on the portal. */
  showInvoices: z.boolean().default(false),
});
export type PortalLinkInput = z.input<typeof portalLinkInputSchema>;

export const PORTAL_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;

/** A link as GET /api/projects/{id}/portal-links lists it: never its token or URL. */
export const portalLinkSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
  /** Last day it works (YYYY-MM-DD), or null for never. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastViewedAt: z.string().nullable(),
  viewCount: z.number(),
  showInvoices: z.boolean(),
  /** Derived: revoked, expired (past expiresAt in the owner's time zone) or active. */
  status: z.enum(PORTAL_LINK_STATUSES),
});
export type PortalLink = z.infer<typeof portalLinkSchema>;

/** The answer to a create or a rotate: the only time the full URL is ever shown. */
export const portalLinkCreatedSchema = portalLinkSchema.extend({
  url: z.string(),
  /** The address the link was e-mailed to, or null when it was not sent. */
  emailedTo: z.string().nullable(),
  /** Why an e-mail that was tried did not go out (the link works anyway). */
  emailError: z.string().nullable(),
});
export type PortalLinkCreated = z.infer<typeof portalLinkCreatedSchema>;

/**
 * GET /api/portal-links/active: every link that works today, of every project, newest
 * first (the project cards' "Viewed 2 h ago" and Settings' sharing card, in one request).
 */
export const activePortalLinkSchema = portalLinkSchema.extend({ projectId: z.string() });
export type ActivePortalLink = z.infer<typeof activePortalLinkSchema>;

/** GET /api/portal-links/{id}/views: newest first. */
export const portalViewSchema = z.object({
  at: z.string(),
  /** Coarse: browser and system only ("Safari on iPhone"). */
  userAgent: z.string(),
  /** The visitor's network, never the full address: "203.0.113.0/24" or "2001:db8:1::/48". */
  network: z.string(),
});
export type PortalView = z.infer<typeof portalViewSchema>;
export const portalLinkViewSchema = portalViewSchema;
export type PortalLinkView = PortalView;

// ---- Owner and office: client questions ----

export const questionSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** The link it was asked through (null once that link is gone). */
  linkId: z.string().nullable(),
  linkLabel: z.string().nullable(),
  name: z.string(),
  message: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

/** PATCH /api/questions/{id} */
export const questionPatchSchema = z.object({ read: z.boolean() });

/** GET /api/questions/unread-count: for the dashboard badge and each project card. */
export const unreadQuestionsSchema = z.object({
  count: z.number(),
  projects: z.array(z.object({ projectId: z.string(), count: z.number() })),
});
export type UnreadQuestions = z.infer<typeof unreadQuestionsSchema>;

// ---- Public: what a client sees at /p/{token} ----

/** Anything in the token position; a malformed token is a 404 like an unknown one. */
export const portalTokenParamsSchema = z.object({ token: z.string().max(200) });
export const portalFileParamsSchema = portalTokenParamsSchema.extend({ fileId: idSchema });
export const portalInvoiceParamsSchema = portalTokenParamsSchema.extend({ id: idSchema });

/** GET /api/portal/{token} */
export const portalSummarySchema = z.object({
  business: z.object({ name: z.string() }),
  project: z.object({
    name: z.string(),
    status: z.enum(PROJECT_STATUSES),
    tasksCompleted: z.number(),
    tasksTotal: z.number(),
  }),
  showInvoices: z.boolean(),
  /** The tasks marked client-visible, by title (the progress list); oldest first. */
  tasks: z.array(z.object({ title: z.string(), completed: z.boolean() })),
  /** How the business shows money and dates (Settings > Locale). */
  locale: z.object({ currency: z.string(), dateFormat: z.enum(DATE_FORMATS) }),
});
export type PortalSummary = z.infer<typeof portalSummarySchema>;

/** GET /api/portal/{token}/updates: the project's client-visible updates, newest first. */
export const portalUpdateSchema = z.object({
  id: z.string(),
  date: z.string(),
  note: z.string(),
  /** JSON text of the checklist items, or null (as on the share page). */
  checklist: z.string().nullable(),
  /** Image attachments, served by GET /api/portal/{token}/files/{id}. */
  photos: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Every attachment by name (documents are listed, not served). */
  files: z.array(z.object({ name: z.string() })),
  /** Weather and the daily log sections switched client-visible; absent otherwise (decision 190). */
  ...publicDailyLogSchema.shape,
});
export type PortalUpdate = z.infer<typeof portalUpdateSchema>;

export const portalUpdatesQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'must be on or after from',
  });
export type PortalUpdatesQuery = z.infer<typeof portalUpdatesQuerySchema>;

/** GET /api/portal/{token}/invoices (only when the link shows invoices). */
export const portalInvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  date: z.string(),
  /** Integer cents. */
  amount: z.number(),
  /** ISO 4217 code the amount is in (the business's currency). */
  currency: z.string(),
  status: z.string(),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;

/** POST /api/portal/{token}/questions; text is shown as text everywhere. */
export const portalQuestionInputSchema = z.object({
  name: requiredText('Name', 100),
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .check(multiLine('Message'))
    .min(1, 'Message is required')
    .max(MAX_QUESTION_LENGTH, `Message must be at most ${MAX_QUESTION_LENGTH} characters`),
  email: optionalEmail('E-mail'),
});
export type PortalQuestionInput = z.input<typeof portalQuestionInputSchema>;

/** What a revoked, unknown or expired link answers: nothing about the project. */
export const PORTAL_UNAVAILABLE_MESSAGE =
  'This project link is not available. Ask your contractor for a new link.';
export const PORTAL_EXPIRED_MESSAGE =
  'This project link has expired. Ask your contractor for a new link.';
