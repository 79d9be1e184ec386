import { z } from 'zod';
import { DEFAULT_SECTION_VISIBILITY, DELAY_TYPES } from '../daily-log.js';

// The structured sections of a daily log entry (issue 19, decision 190): weather, crew,
// delays, visitors and inspections, deliveries and safety. Each is optional and stored
// beside the update; the note, checklist and files stay as they were.
//
// On the wire a create or edit sends each section as a multipart field holding JSON text
// (like `checklist`); every update the API returns carries them as objects. Blank text or
// `null` clears a section; a field left out keeps it (an edit) or starts empty (a create,
// where a left-out weather is filled from the weather service).
//
// This file holds the shapes the API returns and what a client may see; what a create or
// edit sends is daily-log-input.ts, the daily log's own calls daily-log-routes.ts.

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

/** Who sees a section: the client, or only the team. */
export const visibilityValueSchema = z.enum(SECTION_VISIBILITIES);

/** Which sections a client sees (share pages, portal) when the update itself is shown to them. */
export const sectionVisibilitySchema = z.object({
  weather: visibilityValueSchema,
  crew: visibilityValueSchema,
  delays: visibilityValueSchema,
  visitors: visibilityValueSchema,
  deliveries: visibilityValueSchema,
  safety: visibilityValueSchema,
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
