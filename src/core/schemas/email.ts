import { z } from 'zod';
import { isValidTimeZone } from '../dates.js';
import { SUMMARY_PERIODS } from './summary.js';
import { multiLine, singleLine } from './text.js';

// A line break in an address or subject would let the sender add headers of
// their own (header injection): refuse it before any address check runs (and before
// the general control-character check, so the message says what is wrong).
const NO_LINE_BREAKS = /^[^\r\n]*$/;
const noLineBreaks = (label: string) =>
  z.regex(NO_LINE_BREAKS, { message: `${label} must not contain line breaks`, abort: true });

export const recipientSchema = z
  .string({ message: 'Recipient email is required' })
  .check(noLineBreaks('Recipient'))
  .trim()
  .check(singleLine('Recipient'))
  .min(1, 'Please enter a recipient email address.')
  .max(254)
  .pipe(z.email('Enter a valid email address'));

export const subjectSchema = z
  .string()
  .check(noLineBreaks('Subject'))
  .trim()
  .check(singleLine('Subject'))
  .max(200, 'Subject must be at most 200 characters');

/** Summary email payload (spec section 3). */
export const summaryEmailInputSchema = z.object({
  recipient: recipientSchema,
  subject: subjectSchema.optional(),
  customMessage: z.string().trim().check(multiLine('Message')).max(5000).optional(),
  period: z.enum(SUMMARY_PERIODS, { message: 'period must be daily or weekly' }).default('daily'),
});
export type SummaryEmailInput = z.input<typeof summaryEmailInputSchema>;

/** Update email form (spec section 3): filterProject is 'all' or a project name. */
export const updatesEmailInputSchema = z.object({
  recipient: recipientSchema,
  subject: subjectSchema.optional(),
  filterProject: z.string().trim().check(singleLine('Project')).max(300).default('all'),
});
export type UpdatesEmailInput = z.input<typeof updatesEmailInputSchema>;

export const sentEmailSchema = z.object({ message: z.string(), messageId: z.string() });

/** SMTP settings as the browser sees them: never the password itself. */
export const mailSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  username: z.string(),
  from: z.string(),
  hasPassword: z.boolean(),
  /** Where sending gets its server from right now. */
  source: z.enum(['settings', 'environment', 'none']),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const mailSettingsInputSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1, 'Host is required')
    .max(253)
    .regex(/^[A-Za-z0-9.\-:[\]]+$/, 'Host must be a host name or IP address'),
  port: z.coerce.number().int().min(1, 'Port must be 1-65535').max(65535, 'Port must be 1-65535'),
  secure: z.boolean().default(false),
  username: z
    .string()
    .trim()
    .max(254)
    .check(noLineBreaks('Username'))
    .check(singleLine('Username'))
    .default(''),
  /** Absent keeps the stored password, null removes it, a string replaces it. */
  password: z.string().check(singleLine('Password')).max(1000).nullable().optional(),
  from: z
    .string()
    .trim()
    .max(254)
    .check(noLineBreaks('From'))
    .check(singleLine('From'))
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'From must be an email address',
    })
    .default(''),
});
export type MailSettingsInput = z.input<typeof mailSettingsInputSchema>;

export const testEmailInputSchema = z.object({ recipient: recipientSchema });

export const timeZoneInputSchema = z.object({
  timeZone: z.string().trim().min(1).max(100).refine(isValidTimeZone, {
    message: 'Choose a time zone from the list',
  }),
});
