import { z } from 'zod';

export const SCHEDULE_PERIODS = ['daily', 'weekly'] as const;
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const DEFAULT_WEEKDAY = 5; // Friday

/** A project's client e-mail schedule (decision 090). weekday: 0 = Sunday ... 6 = Saturday. */
export const emailScheduleSchema = z.object({
  enabled: z.boolean(),
  period: z.enum(SCHEDULE_PERIODS),
  time: z.string(),
  weekday: z.number().int(),
  recipient: z.string().nullable(),
});
export type EmailSchedule = z.infer<typeof emailScheduleSchema>;

export const emailScheduleInputSchema = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  period: z.enum(SCHEDULE_PERIODS, { message: 'period must be daily or weekly' }),
  time: z
    .string({ message: 'Time is required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Enter a time as HH:mm (00:00 to 23:59)' }),
  weekday: z
    .number({ message: 'weekday must be a number from 0 (Sunday) to 6 (Saturday)' })
    .int()
    .min(0, 'weekday must be from 0 (Sunday) to 6 (Saturday)')
    .max(6, 'weekday must be from 0 (Sunday) to 6 (Saturday)')
    .default(DEFAULT_WEEKDAY),
});
export type EmailScheduleInput = z.input<typeof emailScheduleInputSchema>;

export const MAIL_RESULTS = ['sending', 'sent', 'retrying', 'failed', 'skipped'] as const;

export const mailLogEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  recipient: z.string(),
  subject: z.string(),
  result: z.enum(MAIL_RESULTS),
  error: z.string().nullable(),
  attempts: z.number().int(),
  projectId: z.string().nullable(),
  project: z.string().nullable(),
  periodKey: z.string().nullable(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;

export const mailLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const mailLogPageSchema = z.object({
  entries: z.array(mailLogEntrySchema),
  total: z.number().int(),
});
export type MailLogPage = z.infer<typeof mailLogPageSchema>;
