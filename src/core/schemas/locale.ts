import { z } from 'zod';
import { isValidTimeZone } from '../dates.js';
import { DATE_FORMATS, DEFAULT_CURRENCY, DEFAULT_DATE_FORMAT, isKnownCurrency } from '../locale.js';

/** Stored locale setting (the time zone is its own setting, decision 034). */
export const localeSettingSchema = z.object({
  currency: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
});
export type LocaleSetting = z.infer<typeof localeSettingSchema>;

export const DEFAULT_LOCALE_SETTING: LocaleSetting = {
  currency: DEFAULT_CURRENCY,
  dateFormat: DEFAULT_DATE_FORMAT,
};

/** GET /api/settings/locale */
export const localeSchema = localeSettingSchema.extend({ timeZone: z.string() });
export type Locale = z.infer<typeof localeSchema>;

/** PUT /api/settings/locale; the time zone may be left out to keep it. */
export const localeInputSchema = z.object({
  currency: z
    .string({ message: 'Currency is required' })
    .trim()
    .toUpperCase()
    .refine(isKnownCurrency, {
      message: 'Enter a three-letter ISO 4217 currency code, e.g. USD or EUR',
    }),
  dateFormat: z.enum(DATE_FORMATS, { message: `Choose one of: ${DATE_FORMATS.join(', ')}` }),
  timeZone: z
    .string()
    .trim()
    .max(100)
    .refine(isValidTimeZone, { message: 'Choose a time zone from the list' })
    .optional(),
});
export type LocaleInput = z.input<typeof localeInputSchema>;
