import { z } from 'zod';
import { MAX_TERMS_DAYS } from './invoice.js';

// Settings > Invoicing (decision 170): the default payment terms, and the reminder
// policy. A reminder step is a number of days relative to the due date: -3 is three
// days before it, 7 a week after.

export const MAX_REMINDER_STEPS = 6;
export const MIN_REMINDER_OFFSET = -60;
export const MAX_REMINDER_OFFSET = 365;
export const DEFAULT_TERMS_DAYS = 14;
/** Reminders go out from this hour of the owner's day (not at midnight). */
export const REMINDER_HOUR = '09:00';

const reminderStepsSchema = z
  .array(
    z
      .number({ message: 'each step is a number of days from the due date' })
      .int('each step is whole days from the due date')
      .min(
        MIN_REMINDER_OFFSET,
        `a step is at most ${-MIN_REMINDER_OFFSET} days before the due date`,
      )
      .max(MAX_REMINDER_OFFSET, `a step is at most ${MAX_REMINDER_OFFSET} days after the due date`),
  )
  .max(MAX_REMINDER_STEPS, `at most ${MAX_REMINDER_STEPS} reminder steps`)
  .refine((steps) => new Set(steps).size === steps.length, 'the same step is listed twice');

const defaultTermsDaysSchema = z
  .number({ message: 'defaultTermsDays must be a number of days' })
  .int('defaultTermsDays must be whole days')
  .min(0, 'defaultTermsDays must be at least 0')
  .max(MAX_TERMS_DAYS, `defaultTermsDays must be at most ${MAX_TERMS_DAYS}`);

/** The stored setting and GET /api/settings/invoicing (steps in order). */
export const invoiceSettingsSchema = z.object({
  defaultTermsDays: defaultTermsDaysSchema,
  reminders: z.object({
    enabled: z.boolean({ message: 'enabled must be true or false' }),
    steps: reminderStepsSchema,
  }),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;
export type ReminderPolicy = InvoiceSettings['reminders'];

/** PUT /api/settings/invoicing: the steps may come in any order. */
export const invoiceSettingsInputSchema = invoiceSettingsSchema.transform((settings) => ({
  ...settings,
  reminders: {
    ...settings.reminders,
    steps: [...settings.reminders.steps].sort((a, b) => a - b),
  },
}));
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsInputSchema>;

export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = {
  defaultTermsDays: DEFAULT_TERMS_DAYS,
  reminders: { enabled: false, steps: [-3, 7, 14] },
};

/** A step as words: "3 days before the due date", "on the due date", "7 days after". */
export function describeReminderStep(step: number): string {
  if (step === 0) return 'on the due date';
  const days = Math.abs(step) === 1 ? '1 day' : `${Math.abs(step)} days`;
  return step < 0 ? `${days} before the due date` : `${days} after the due date`;
}
