import type { z } from 'zod';
import { DEFAULT_SECTION_VISIBILITY, formatCrew, formatWeather } from './daily-log.js';
import {
  crewRowSchema,
  deliveryRowSchema,
  delayRowSchema,
  safetySchema,
  sectionVisibilitySchema,
  visitorRowSchema,
  weatherSchema,
  type CrewRow,
  type DailyLogSections,
  type DelayRow,
  type SectionVisibilityMap,
  type Weather,
} from './schemas/daily-log.js';
import type { UnitSystem } from './schemas/locale.js';

// Reading the daily log's stored sections (decision 190): each is checked against today's
// schema, and what cannot be read is left out, never an error.

/** Stored JSON text of each section (null when empty), as the side table keeps it. */
export interface StoredSections {
  weather: string | null;
  weather_message: string | null;
  crew: string | null;
  delays: string | null;
  visitors: string | null;
  deliveries: string | null;
  safety: string | null;
  visibility: string | null;
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Rows of a stored list; a row today's rules cannot read is left out, never an error. */
function storedRows<T>(schema: z.ZodType<T>, text: string | null | undefined): T[] {
  const data = parseJson(text);
  if (!Array.isArray(data)) return [];
  return data.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

function storedObject<T>(schema: z.ZodType<T>, text: string | null | undefined): T | null {
  const data = parseJson(text);
  // Most updates have no weather or safety: a failed safeParse builds its issues, which cost
  // a day's summary ~15% of its build at a few thousand updates (issue 20).
  if (data === null) return null;
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export const parseStoredCrew = (text: string | null | undefined): CrewRow[] =>
  storedRows(crewRowSchema, text);
export const parseStoredDelays = (text: string | null | undefined): DelayRow[] =>
  storedRows(delayRowSchema, text);
export const parseStoredWeather = (text: string | null | undefined): Weather | null =>
  storedObject(weatherSchema, text);

// Built once: a zod schema made per call is compiled again per call (a month of updates
// at `large` spent 90% of its time there, issue 20).
const storedVisibilitySchema = sectionVisibilitySchema.partial();

/** Which sections clients see; what is missing or unreadable keeps its default. */
function parseStoredVisibility(text: string | null | undefined): SectionVisibilityMap {
  const visibility = storedVisibilitySchema.safeParse(parseJson(text) ?? {});
  return { ...DEFAULT_SECTION_VISIBILITY, ...(visibility.success ? visibility.data : {}) };
}

/** An update's sections as the API returns them; a missing row reads as no sections. */
export function parseStoredSections(stored: StoredSections | null | undefined): DailyLogSections {
  return {
    weather: parseStoredWeather(stored?.weather),
    weatherMessage: stored?.weather_message ?? null,
    crew: parseStoredCrew(stored?.crew),
    delays: parseStoredDelays(stored?.delays),
    visitors: storedRows(visitorRowSchema, stored?.visitors),
    deliveries: storedRows(deliveryRowSchema, stored?.deliveries),
    safety: storedObject(safetySchema, stored?.safety),
    sectionVisibility: parseStoredVisibility(stored?.visibility),
  };
}

/**
 * The weather and crew lines a summary or the daily update adds under an update's note.
 * For a client (an e-mail), only the sections switched client-visible. Reads only those two
 * sections: a day's summary calls this for each of its updates (issue 20).
 */
export function summaryLines(
  stored: Pick<StoredSections, 'weather' | 'crew' | 'visibility'>,
  units: UnitSystem,
  audience: 'team' | 'client' = 'team',
): string[] {
  const weather = formatWeather(parseStoredWeather(stored.weather), units);
  const crew = formatCrew(parseStoredCrew(stored.crew));
  if (!weather && !crew) return [];
  const visibility = audience === 'client' ? parseStoredVisibility(stored.visibility) : null;
  const shown = (name: 'weather' | 'crew') => visibility === null || visibility[name] === 'client';
  const lines: string[] = [];
  if (weather && shown('weather')) lines.push(`Weather: ${weather}`);
  if (crew && shown('crew')) lines.push(crew);
  return lines;
}
