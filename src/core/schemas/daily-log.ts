import { z } from 'zod';
import { DEFAULT_SECTION_VISIBILITY, DELAY_TYPES, type DelayType } from '../daily-log.js';
import { idSchema, isoDateSchema } from './common.js';
import { multiLine, singleLine } from './text.js';

// The structured sections of a daily log entry (issue 19, decision 190): weather, crew,
// delays, visitors and inspections, deliveries and safety. Each is optional and stored
// beside the update; the note, checklist and files stay as they were.
//
// On the wire a create or edit sends each section as a multipart field holding JSON text
// (like `checklist`); every update the API returns carries them as objects. Blank text or
// `null` clears a section; a field left out keeps it (an edit) or starts empty (a create,
// where a left-out weather is filled from the weather service).

export const SECTION_NAMES = [
  'weather',
  'crew',
  'delays',
  'visitors',
  'deliveries',
  'safety',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export const INSPECTION_RESULTS = ['pass', 'fail', 'partial'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

/** auto: as the weather service reported it; manual: entered or changed by a person. */
export const WEATHER_SOURCES = ['auto', 'manual'] as const;
export type WeatherSource = (typeof WEATHER_SOURCES)[number];

export const SECTION_VISIBILITIES = ['client', 'internal'] as const;
export type SectionVisibility = (typeof SECTION_VISIBILITIES)[number];

/** Rows a list section (crew, delays, visitors, deliveries) may hold. */
export const MAX_SECTION_ROWS = 50;
/** Characters of any one text in a section (a company, a cause, a note). */
export const MAX_SECTION_TEXT = 5000;
/** Characters of one section's JSON text as sent (a multipart field). */
export const MAX_SECTION_FIELD_LENGTH = 100_000;
/** Characters of all sections of one update together, as stored (compact JSON). */
export const MAX_SECTIONS_JSON_LENGTH = 100_000;
export const MAX_WORKERS = 500;
/** Hours a crew row's workers each worked, or a delay lost, in one day. */
export const MAX_DAY_HOURS = 24;

// ---- The shapes every update returns ----

/** Stored metric: °C, mm, km/h; shown in the locale's units. */
export const weatherSchema = z.object({
  conditions: z.string().nullable(),
  tempLowC: z.number().nullable(),
  tempHighC: z.number().nullable(),
  precipitationMm: z.number().nullable(),
  windKph: z.number().nullable(),
  source: z.enum(WEATHER_SOURCES),
});
export type Weather = z.infer<typeof weatherSchema>;

/** A reading without its source: what a weather service answers. */
export type WeatherReading = Omit<Weather, 'source'>;

/**
 * One company's crew on site. `contactId` names the contact (a subcontractor), or is
 * null for the business's own crew; `company` is kept as written that day. `hours` is
 * what each worker worked, so the row's crew-hours are `workers × hours`.
 */
export const crewRowSchema = z.object({
  contactId: z.string().nullable(),
  company: z.string(),
  trade: z.string().nullable(),
  workers: z.number(),
  hours: z.number(),
});
export type CrewRow = z.infer<typeof crewRowSchema>;

export const delayRowSchema = z.object({
  type: z.enum(DELAY_TYPES),
  hours: z.number(),
  cause: z.string().nullable(),
});
export type DelayRow = z.infer<typeof delayRowSchema>;

/** A visitor; an inspection also has a result and an inspector. */
export const visitorRowSchema = z.object({
  name: z.string(),
  organisation: z.string().nullable(),
  purpose: z.string().nullable(),
  inspection: z.boolean(),
  result: z.enum(INSPECTION_RESULTS).nullable(),
  inspector: z.string().nullable(),
});
export type VisitorRow = z.infer<typeof visitorRowSchema>;

export const deliveryRowSchema = z.object({
  supplier: z.string(),
  items: z.string(),
  quantity: z.string().nullable(),
  receivedBy: z.string().nullable(),
});
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

export const safetySchema = z.object({
  incident: z.boolean(),
  nearMiss: z.boolean(),
  toolboxTalk: z.boolean(),
  note: z.string().nullable(),
});
export type Safety = z.infer<typeof safetySchema>;

const visibility = z.enum(SECTION_VISIBILITIES);

/** Which sections a client sees (share pages, portal) when the update itself is shown to them. */
export const sectionVisibilitySchema = z.object({
  weather: visibility,
  crew: visibility,
  delays: visibility,
  visitors: visibility,
  deliveries: visibility,
  safety: visibility,
});
export type SectionVisibilityMap = z.infer<typeof sectionVisibilitySchema>;

/** What every update the API returns carries besides the spec's fields. */
export const dailyLogSectionsSchema = z.object({
  weather: weatherSchema.nullable(),
  /** Why the weather is empty when it was to be filled automatically; null otherwise. */
  weatherMessage: z.string().nullable(),
  crew: z.array(crewRowSchema),
  delays: z.array(delayRowSchema),
  visitors: z.array(visitorRowSchema),
  deliveries: z.array(deliveryRowSchema),
  safety: safetySchema.nullable(),
  sectionVisibility: sectionVisibilitySchema,
});
export type DailyLogSections = z.infer<typeof dailyLogSectionsSchema>;

export const EMPTY_SECTIONS: DailyLogSections = {
  weather: null,
  weatherMessage: null,
  crew: [],
  delays: [],
  visitors: [],
  deliveries: [],
  safety: null,
  sectionVisibility: DEFAULT_SECTION_VISIBILITY,
};

// ---- What a client may see (share pages, portal): built from these shapes only ----

/**
 * Weather without its source; crew without contact ids. A section is present only when
 * it has content and is switched client-visible: otherwise it is left out entirely.
 */
export const publicDailyLogSchema = z.object({
  weather: weatherSchema.omit({ source: true }).optional(),
  crew: z.array(crewRowSchema.omit({ contactId: true })).optional(),
  delays: z.array(delayRowSchema).optional(),
  visitors: z.array(visitorRowSchema).optional(),
  deliveries: z.array(deliveryRowSchema).optional(),
  safety: safetySchema.optional(),
});
export type PublicDailyLog = z.infer<typeof publicDailyLogSchema>;

/** Only the sections switched client-visible, and only what the public shape names. */
export function toPublicDailyLog(sections: DailyLogSections): PublicDailyLog {
  const shown = (name: SectionName) => sections.sectionVisibility[name] === 'client';
  const { weather, safety } = sections;
  const rows = <T>(name: SectionName, list: T[]) =>
    shown(name) && list.length > 0 ? { [name]: list } : {};
  return publicDailyLogSchema.parse({
    ...(shown('weather') && weather
      ? {
          weather: {
            conditions: weather.conditions,
            tempLowC: weather.tempLowC,
            tempHighC: weather.tempHighC,
            precipitationMm: weather.precipitationMm,
            windKph: weather.windKph,
          },
        }
      : {}),
    ...rows(
      'crew',
      sections.crew.map(({ company, trade, workers, hours }) => ({
        company,
        trade,
        workers,
        hours,
      })),
    ),
    ...rows('delays', sections.delays),
    ...rows('visitors', sections.visitors),
    ...rows('deliveries', sections.deliveries),
    ...(shown('safety') && safety ? { safety } : {}),
  });
}

// ---- Input: each section's rules, then the multipart fields holding them as JSON text ----

const tooLong = (label: string) => `${label} must be at most ${MAX_SECTION_TEXT} characters`;

const line = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .check(singleLine(label))
    .max(MAX_SECTION_TEXT, tooLong(label));
const lines = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .check(multiLine(label))
    .max(MAX_SECTION_TEXT, tooLong(label));

const required = (schema: z.ZodString, label: string) => schema.min(1, `${label} is required`);
const optional = (schema: z.ZodString) => schema.nullish().transform((value) => value || null);

const decimals = (places: number) => (value: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** A number from min to max, rounded; null or absent is "not recorded". */
const measure = (label: string, min: number, max: number, places = 1) =>
  z
    .number({ message: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .transform(decimals(places))
    .nullish()
    .transform((value) => value ?? null);

const hours = (label: string) =>
  z
    .number({ message: `${label} must be a number of hours` })
    .min(0, `${label} must be at least 0`)
    .max(MAX_DAY_HOURS, `${label} must be at most ${MAX_DAY_HOURS}`)
    .transform(decimals(2));

const flag = (label: string) =>
  z.boolean({ message: `${label} must be true or false` }).default(false);

export const weatherInputSchema = z
  .strictObject({
    conditions: optional(line('Conditions')),
    tempLowC: measure('Low temperature', -90, 60),
    tempHighC: measure('High temperature', -90, 60),
    precipitationMm: measure('Precipitation', 0, 2000),
    windKph: measure('Wind', 0, 500),
    /** Advisory: the server marks the weather auto only when it matches the service's reading. */
    source: z.enum(WEATHER_SOURCES, { message: 'Source must be auto or manual' }).optional(),
  })
  .refine((w) => w.tempLowC === null || w.tempHighC === null || w.tempLowC <= w.tempHighC, {
    path: ['tempLowC'],
    message: 'Low temperature must not be above the high',
  });
export type WeatherInput = z.input<typeof weatherInputSchema>;

export const crewRowInputSchema = z
  .strictObject({
    contactId: idSchema.nullish().transform((value) => value ?? null),
    company: optional(line('Company')),
    trade: optional(line('Trade')),
    workers: z
      .number({ message: 'Workers must be a number' })
      .int('Workers must be a whole number')
      .min(0, 'Workers must be at least 0')
      .max(MAX_WORKERS, `Workers must be at most ${MAX_WORKERS}`),
    hours: hours('Hours'),
  })
  .refine((row) => row.contactId !== null || row.company !== null, {
    path: ['company'],
    message: 'Company is required (or choose a contact)',
  });
export type CrewRowInput = z.input<typeof crewRowInputSchema>;

export const delayRowInputSchema = z.strictObject({
  type: z.enum(DELAY_TYPES, { message: `Type must be one of: ${DELAY_TYPES.join(', ')}` }),
  hours: hours('Hours lost'),
  cause: optional(lines('Cause')),
});
export type DelayRowInput = z.input<typeof delayRowInputSchema>;

export const visitorRowInputSchema = z
  .strictObject({
    name: required(line('Name'), 'Name'),
    organisation: optional(line('Organisation')),
    purpose: optional(lines('Purpose')),
    inspection: flag('Inspection'),
    result: z
      .enum(INSPECTION_RESULTS, {
        message: `Result must be one of: ${INSPECTION_RESULTS.join(', ')}`,
      })
      .nullish()
      .transform((value) => value ?? null),
    inspector: optional(line('Inspector')),
  })
  .refine((row) => row.inspection || row.result === null, {
    path: ['result'],
    message: 'Result is only for inspections',
  });
export type VisitorRowInput = z.input<typeof visitorRowInputSchema>;

export const deliveryRowInputSchema = z.strictObject({
  supplier: required(line('Supplier'), 'Supplier'),
  items: required(lines('Items'), 'Items'),
  quantity: optional(line('Quantity')),
  receivedBy: optional(line('Received by')),
});
export type DeliveryRowInput = z.input<typeof deliveryRowInputSchema>;

export const safetyInputSchema = z.strictObject({
  incident: flag('Incident'),
  nearMiss: flag('Near miss'),
  toolboxTalk: flag('Toolbox talk'),
  note: optional(lines('Note')),
});
export type SafetyInput = z.input<typeof safetyInputSchema>;

const rows = <S extends z.ZodType>(row: S) =>
  z
    .array(row, { message: 'must be a list of rows' })
    .max(MAX_SECTION_ROWS, `at most ${MAX_SECTION_ROWS} rows`);

export const crewInputSchema = rows(crewRowInputSchema);
export const delaysInputSchema = rows(delayRowInputSchema);
export const visitorsInputSchema = rows(visitorRowInputSchema);
export const deliveriesInputSchema = rows(deliveryRowInputSchema);
/** Sent per section; sections left out keep what they were (default on a create). */
export const sectionVisibilityInputSchema = z.strictObject({
  weather: visibility.optional(),
  crew: visibility.optional(),
  delays: visibility.optional(),
  visitors: visibility.optional(),
  deliveries: visibility.optional(),
  safety: visibility.optional(),
});
export type SectionVisibilityInput = z.infer<typeof sectionVisibilityInputSchema>;

/** "row 3: Workers must be ..." for a list's row; the message itself for anything else. */
function issueMessage(issue: z.core.$ZodIssue): string {
  const [first] = issue.path;
  return typeof first === 'number' ? `row ${first + 1}: ${issue.message}` : issue.message;
}

/**
 * A multipart field holding a section as JSON text. Blank text or `null` clears the
 * section (null); anything else is read with the section's rules, and a problem is
 * reported on the field itself ("crew: row 2: Workers must be a whole number").
 */
function jsonField<S extends z.ZodType>(schema: S) {
  return z
    .string()
    .check(multiLine('section JSON'))
    .max(MAX_SECTION_FIELD_LENGTH, `must be at most ${MAX_SECTION_FIELD_LENGTH} characters`)
    .transform((text, ctx): z.output<S> | null => {
      if (!text.trim()) return null;
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        ctx.issues.push({ code: 'custom', message: 'must be JSON text', input: text });
        return z.NEVER;
      }
      if (data === null) return null;
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        ctx.issues.push({ code: 'custom', message: issueMessage(issue), input: text });
      }
      return z.NEVER;
    });
}

/** The sections' multipart fields of a create or edit (each optional). */
export const dailyLogFieldsShape = {
  weather: jsonField(weatherInputSchema).optional(),
  crew: jsonField(crewInputSchema).optional(),
  delays: jsonField(delaysInputSchema).optional(),
  visitors: jsonField(visitorsInputSchema).optional(),
  deliveries: jsonField(deliveriesInputSchema).optional(),
  safety: jsonField(safetyInputSchema).optional(),
  sectionVisibility: jsonField(sectionVisibilityInputSchema).optional(),
};

export type SectionsInput = {
  [K in keyof typeof dailyLogFieldsShape]?: z.output<(typeof dailyLogFieldsShape)[K]>;
};

/**
 * All sections of one update together hold at most MAX_SECTIONS_JSON_LENGTH characters
 * of compact JSON (a check for the whole body: `updateFieldsSchema.check(...)`).
 */
export function sectionsWithinLimit<T extends SectionsInput>(ctx: z.core.ParsePayload<T>): void {
  let total = 0;
  let first: SectionName | undefined;
  for (const name of SECTION_NAMES) {
    const value = ctx.value[name];
    if (value === undefined || value === null) continue;
    first ??= name;
    total += JSON.stringify(value).length;
  }
  if (total > MAX_SECTIONS_JSON_LENGTH) {
    ctx.issues.push({
      code: 'custom',
      path: [first ?? 'crew'],
      message: `the daily log sections of one update hold at most ${MAX_SECTIONS_JSON_LENGTH} characters together`,
      input: ctx.value,
    });
  }
}

// ---- Routes of the daily log ----

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
