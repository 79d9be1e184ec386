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
  const parsed = schema.safeParse(parseJson(text));
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

/** An update's sections as the API returns them; a missing row reads as no sections. */
export function parseStoredSections(stored: StoredSections | null | undefined): DailyLogSections {
  const visibility = storedVisibilitySchema.safeParse(parseJson(stored?.visibility) ?? {});
  return {
    weather: parseStoredWeather(stored?.weather),
    weatherMessage: stored?.weather_message ?? null,
    crew: parseStoredCrew(stored?.crew),
    delays: parseStoredDelays(stored?.delays),
    visitors: storedRows(visitorRowSchema, stored?.visitors),
    deliveries: storedRows(deliveryRowSchema, stored?.deliveries),
    safety: storedObject(safetySchema, stored?.safety),
    sectionVisibility: {
      ...DEFAULT_SECTION_VISIBILITY,
      ...(visibility.success ? visibility.data : {}),
    },
  };
}

/**
 * The weather and crew lines a summary or the daily update adds under an update's note.
 * For a client (an e-mail), only the sections switched client-visible.
 */
export function summaryLines(
  stored: Pick<StoredSections, 'weather' | 'crew' | 'visibility'>,
  units: UnitSystem,
  audience: 'team' | 'client' = 'team',
): string[] {
  const sections = parseStoredSections({
    ...stored,
    weather_message: null,
    delays: null,
    visitors: null,
    deliveries: null,
    safety: null,
  });
  const shown = (name: 'weather' | 'crew') =>
    audience === 'team' || sections.sectionVisibility[name] === 'client';
  const lines: string[] = [];
  const weather = formatWeather(sections.weather, units);
  if (weather && shown('weather')) lines.push(`Weather: ${weather}`);
  const crew = formatCrew(sections.crew);
  if (crew && shown('crew')) lines.push(crew);
  return lines;
}
