import { z } from 'zod';
import { DELAY_TYPES, type DelayType } from '../daily-log.js';
import { idSchema, isoDateSchema } from './common.js';
import { singleLine } from './text.js';
import { crewRowSchema, weatherSchema } from './daily-log.js';

// The daily log's own calls (decision 190): the weather lookup and its settings, the last
// crew, the delay summary and the weekly report's query. The sections themselves are in
// daily-log.ts (what updates return) and daily-log-input.ts (what they send).

export const projectIdParamsSchema = z.object({ id: idSchema });

/** GET /api/weather?projectId=&date=: what the form fills in (nothing is stored). */
export const weatherQuerySchema = z.object({ projectId: idSchema, date: isoDateSchema });

export const weatherLookupSchema = z.object({
  /** The reading, marked auto; null when there is none (see message). */
  weather: weatherSchema.nullable(),
  /** Why there is no reading, for the form to show; null when there is one. */
  message: z.string().nullable(),
});
export type WeatherLookup = z.infer<typeof weatherLookupSchema>;

/** GET /api/projects/{id}/last-crew?before=: "Same as last log". */
export const lastCrewQuerySchema = z.object({
  /** Only logs dated before this day (the day being written); left out: the newest log. */
  before: isoDateSchema.optional(),
});
export const lastCrewSchema = z.object({
  /** The log the crew comes from; null when no earlier log of the project has a crew. */
  updateId: z.string().nullable(),
  date: z.string().nullable(),
  crew: z.array(crewRowSchema),
});
export type LastCrew = z.infer<typeof lastCrewSchema>;

export const dateRangeQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'must be on or after from',
  });

const hoursByType = z.object(
  Object.fromEntries(DELAY_TYPES.map((type) => [type, z.number()])) as Record<
    DelayType,
    z.ZodNumber
  >,
);

/** GET /api/projects/{id}/delays?from=&to=: delay hours for a claim. */
export const delaySummarySchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  totalHours: z.number(),
  byType: hoursByType,
  /** Each day with a delay, oldest first; `days.length` is the number of delay days. */
  days: z.array(z.object({ date: z.string(), hours: z.number() })),
});
export type DelaySummary = z.infer<typeof delaySummarySchema>;

/** GET /api/projects/{id}/reports/weekly?week=: the Monday of the week. */
export const weeklyReportQuerySchema = z.object({
  week: isoDateSchema.refine(
    (date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1,
    'must be a Monday (YYYY-MM-DD)',
  ),
});

// ---- Weather service settings (Settings > Weather; owner only) ----

export const WEATHER_PROVIDERS = ['none', 'open-meteo', 'nws'] as const;
export type WeatherProvider = (typeof WEATHER_PROVIDERS)[number];

/** Each provider's name and its terms in one line, as Settings shows them. */
export const WEATHER_PROVIDER_INFO: Record<
  WeatherProvider,
  { name: string; terms: string; usesKey: boolean }
> = {
  none: { name: 'Off', terms: 'No weather is fetched; enter it by hand.', usesKey: false },
  'open-meteo': {
    name: 'Open-Meteo',
    terms:
      "Open-Meteo's free API is for non-commercial use; a business needs its paid API (an API key) or a self-hosted instance (its address as the base URL).",
    usesKey: true,
  },
  nws: {
    name: 'US National Weather Service',
    terms:
      'Free and public domain, but it covers the United States only, and only today and the coming week.',
    usesKey: false,
  },
};

/** GET /api/settings/weather: never the key itself. */
export const weatherSettingsSchema = z.object({
  provider: z.enum(WEATHER_PROVIDERS),
  /** A self-hosted or paid service's address; null: the provider's public address. */
  baseUrl: z.string().nullable(),
  hasApiKey: z.boolean(),
  /** Where the weather service is configured right now. */
  source: z.enum(['settings', 'environment', 'none']),
});
export type WeatherSettings = z.infer<typeof weatherSettingsSchema>;

/** PUT /api/settings/weather. An absent apiKey keeps the stored one (same provider and address); null clears it. */
export const weatherSettingsInputSchema = z.object({
  provider: z.enum(WEATHER_PROVIDERS, {
    message: `provider must be one of: ${WEATHER_PROVIDERS.join(', ')}`,
  }),
  baseUrl: z
    .string()
    .trim()
    .check(singleLine('Base URL'))
    .max(500, 'Base URL must be at most 500 characters')
    .pipe(
      z.union([
        z.literal(''),
        z.url({
          protocol: /^https?$/,
          message: 'Base URL must be an http:// or https:// address',
        }),
      ]),
    )
    .nullish()
    .transform((value) => (value ? value.replace(/\/+$/, '') : null)),
  apiKey: z
    .string()
    .trim()
    .check(singleLine('API key'))
    .max(500, 'API key must be at most 500 characters')
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
export type WeatherSettingsInput = z.input<typeof weatherSettingsInputSchema>;
export type WeatherSettingsValues = z.output<typeof weatherSettingsInputSchema>;
