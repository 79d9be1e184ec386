import { z } from 'zod';
import { isValidTimeZone } from '../dates.js';
import {
  DATE_FORMATS,
  DEFAULT_LOCALE_SETTING as DEFAULT_LOCALE,
  isKnownCurrency,
} from '../locale.js';

/** How measurements are shown: metric (°C, mm, km/h) or US (°F, in, mph); stored metric (decision 190). */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Stored locale setting (the time zone is its own setting, decision 034). */
export const localeSettingSchema = z.object({
  currency: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
  /** Saved before units existed: metric. */
  units: z.enum(UNIT_SYSTEMS).default('metric'),
});
export type LocaleSetting = z.infer<typeof localeSettingSchema>;

export const DEFAULT_LOCALE_SETTING: LocaleSetting = DEFAULT_LOCALE;

/** GET /api/settings/locale */
export const localeSchema = localeSettingSchema.extend({ timeZone: z.string() });
export type Locale = z.infer<typeof localeSchema>;

/** PUT /api/settings/locale; the time zone and the units may be left out to keep them. */
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
  units: z.enum(UNIT_SYSTEMS, { message: 'Units must be metric or us' }).optional(),
});
export type LocaleInput = z.input<typeof localeInputSchema>;
