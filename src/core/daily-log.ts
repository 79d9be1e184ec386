import type { z } from 'zod';
import {
  crewRowSchema,
  DEFAULT_SECTION_VISIBILITY,
  deliveryRowSchema,
  delayRowSchema,
  DELAY_TYPES,
  safetySchema,
  sectionVisibilitySchema,
  visitorRowSchema,
  weatherSchema,
  type CrewRow,
  type DailyLogSections,
  type DelayRow,
  type DelayType,
  type Weather,
} from './schemas/daily-log.js';
import type { UnitSystem } from './schemas/locale.js';

// Reading stored sections and writing them as text, for both sides: the summaries,
// the daily update, the CSV export and the weekly report on the server, the form and
// the cards in the web app (decision 190). Stored values are metric.

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

// ---- Totals ----

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/** Worker-hours of a crew: each row's workers times the hours each worked. */
export const crewHours = (crew: readonly CrewRow[]): number =>
  sum(crew.map((row) => row.workers * row.hours));
export const crewWorkers = (crew: readonly CrewRow[]): number =>
  crew.reduce((total, row) => total + row.workers, 0);
export const delayHours = (delays: readonly DelayRow[]): number =>
  sum(delays.map((row) => row.hours));

export function hoursByDelayType(delays: readonly DelayRow[]): Record<DelayType, number> {
  const totals = Object.fromEntries(DELAY_TYPES.map((type) => [type, 0])) as Record<
    DelayType,
    number
  >;
  for (const row of delays) totals[row.type] = sum([totals[row.type], row.hours]);
  return totals;
}

/** 8, 7.5, 0.25: at most two decimals, no trailing zeros. */
export const formatHours = (hours: number): string => String(Math.round(hours * 100) / 100);

// ---- Units (stored metric, shown in the locale's) ----

const round1 = (value: number) => Math.round(value * 10) / 10;

export function temperatureText(celsius: number, units: UnitSystem): string {
  return units === 'us' ? `${Math.round((celsius * 9) / 5 + 32)} °F` : `${round1(celsius)} °C`;
}

export function precipitationText(mm: number, units: UnitSystem): string {
  return units === 'us' ? `${Math.round((mm / 25.4) * 100) / 100} in` : `${round1(mm)} mm`;
}

export function windText(kph: number, units: UnitSystem): string {
  return units === 'us' ? `${Math.round(kph / 1.609344)} mph` : `${Math.round(kph)} km/h`;
}

/** "Partly cloudy, 8 °C to 17 °C, precipitation 0.4 mm, wind 22 km/h"; '' when nothing is recorded. */
export function formatWeather(weather: Weather | null, units: UnitSystem): string {
  if (!weather) return '';
  const parts: string[] = [];
  if (weather.conditions) parts.push(weather.conditions);
  const { tempLowC: low, tempHighC: high } = weather;
  if (low !== null && high !== null) {
    parts.push(`${temperatureText(low, units)} to ${temperatureText(high, units)}`);
  } else if (low !== null || high !== null) {
    parts.push(temperatureText((low ?? high)!, units));
  }
  if (weather.precipitationMm !== null) {
    parts.push(`precipitation ${precipitationText(weather.precipitationMm, units)}`);
  }
  if (weather.windKph !== null) parts.push(`wind ${windText(weather.windKph, units)}`);
  return parts.join(', ');
}

/** "Crew: 6 workers, 48 h (Acme Concrete, Concrete: 4 x 8 h; Own crew: 2 x 8 h)"; '' without a crew. */
export function formatCrew(crew: readonly CrewRow[]): string {
  if (crew.length === 0) return '';
  const rows = crew.map((row) => {
    const who = row.trade ? `${row.company}, ${row.trade}` : row.company;
    return `${who}: ${row.workers} x ${formatHours(row.hours)} h`;
  });
  const workers = crewWorkers(crew);
  return `Crew: ${workers} worker${workers === 1 ? '' : 's'}, ${formatHours(crewHours(crew))} h (${rows.join('; ')})`;
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
