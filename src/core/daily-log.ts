import type { CrewRow, DelayRow, SectionVisibilityMap, Weather } from './schemas/daily-log.js';
import type { UnitSystem } from './schemas/locale.js';

// Totals of the daily log's sections and the sections as text, for both sides: the
// summaries, the daily update, the CSV export and the weekly report on the server, the form
// and the cards in the web app (decision 190). Stored values are metric. Without zod: the
// cards of a first screen use it (decision 220); reading stored sections is in
// stored-sections.ts.

export const DELAY_TYPES = [
  'weather',
  'client',
  'subcontractor',
  'material',
  'inspection',
  'other',
] as const;
export type DelayType = (typeof DELAY_TYPES)[number];

/** Weather (with the note) is for the client unless switched off; everything else is internal. */
export const DEFAULT_SECTION_VISIBILITY: SectionVisibilityMap = {
  weather: 'client',
  crew: 'internal',
  delays: 'internal',
  visitors: 'internal',
  deliveries: 'internal',
  safety: 'internal',
};

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
