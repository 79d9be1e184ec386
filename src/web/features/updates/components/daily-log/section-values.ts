import {
  type CrewRow,
  type DailyLogSections,
  type InspectionResult,
  type SectionName,
  type SectionVisibilityMap,
  type Weather,
} from '../../../../../core/schemas/daily-log';
import {
  crewRowInputSchema,
  deliveryRowInputSchema,
  delayRowInputSchema,
  safetyInputSchema,
  visitorRowInputSchema,
  weatherInputSchema,
} from '../../../../../core/schemas/daily-log-input';
import type { UnitSystem } from '../../../../../core/schemas/locale';
import type { z } from 'zod';
import { DEFAULT_SECTION_VISIBILITY, type DelayType } from '../../../../../core/daily-log';

// The daily log sections as the Add/Edit Update form holds them (decision 190): text and
// numbers as typed, measurements in the locale's units; turned into the multipart fields
// (JSON text, metric) only on save. Pure functions, so the conversions are unit-tested.

/** A number input's value: Mantine gives '' for an empty field. */
export type NumberValue = number | string;

export interface WeatherValues {
  conditions: string;
  /** In the locale's units (°F for us). */
  low: NumberValue;
  high: NumberValue;
  /** in (us) or mm. */
  precipitation: NumberValue;
  /** mph (us) or km/h. */
  wind: NumberValue;
}

export interface CrewValues {
  /** '' for the business's own crew. */
  contactId: string;
  company: string;
  trade: string;
  workers: NumberValue;
  hours: NumberValue;
}

export interface DelayValues {
  type: DelayType;
  hours: NumberValue;
  cause: string;
}

export interface VisitorValues {
  name: string;
  organisation: string;
  purpose: string;
  inspection: boolean;
  result: InspectionResult | '';
  inspector: string;
}

export interface DeliveryValues {
  supplier: string;
  items: string;
  quantity: string;
  receivedBy: string;
}

export interface SafetyValues {
  incident: boolean;
  nearMiss: boolean;
  toolboxTalk: boolean;
  note: string;
}

export interface SectionValues {
  weather: WeatherValues;
  crew: CrewValues[];
  delays: DelayValues[];
  visitors: VisitorValues[];
  deliveries: DeliveryValues[];
  safety: SafetyValues;
  visibility: SectionVisibilityMap;
}

// ---- Units ----

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

export const UNIT_LABELS: Record<UnitSystem, { temp: string; precip: string; wind: string }> = {
  metric: { temp: '°C', precip: 'mm', wind: 'km/h' },
  us: { temp: '°F', precip: 'in', wind: 'mph' },
};

/** Stored metric to the number a person sees in the form. */
export const toDisplay = {
  temp: (c: number, units: UnitSystem) => (units === 'us' ? round((c * 9) / 5 + 32, 1) : c),
  precip: (mm: number, units: UnitSystem) => (units === 'us' ? round(mm / 25.4, 2) : mm),
  wind: (kph: number, units: UnitSystem) => (units === 'us' ? round(kph / 1.609344, 1) : kph),
};

/** What a person typed back to metric (the server rounds to 0.1). */
export const toMetric = {
  temp: (value: number, units: UnitSystem) => (units === 'us' ? ((value - 32) * 5) / 9 : value),
  precip: (value: number, units: UnitSystem) => (units === 'us' ? value * 25.4 : value),
  wind: (value: number, units: UnitSystem) => (units === 'us' ? value * 1.609344 : value),
};

const shown = (value: number | null, convert: (v: number) => number): NumberValue =>
  value === null ? '' : convert(value);

export function weatherToValues(weather: Weather | null, units: UnitSystem): WeatherValues {
  return {
    conditions: weather?.conditions ?? '',
    low: shown(weather?.tempLowC ?? null, (c) => toDisplay.temp(c, units)),
    high: shown(weather?.tempHighC ?? null, (c) => toDisplay.temp(c, units)),
    precipitation: shown(weather?.precipitationMm ?? null, (mm) => toDisplay.precip(mm, units)),
    wind: shown(weather?.windKph ?? null, (kph) => toDisplay.wind(kph, units)),
  };
}

/** A typed number, or null when the field is empty; text that is not a number stays text for the schema to refuse. */
const typed = (value: NumberValue): number | null | string => {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (!text) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
};

const converted = (value: NumberValue, convert: (v: number) => number) => {
  const number = typed(value);
  return typeof number === 'number' ? convert(number) : number;
};

/** The weather as the API takes it (metric), or null when nothing is entered. */
export function weatherFromValues(values: WeatherValues, units: UnitSystem) {
  const weather = {
    conditions: values.conditions.trim() || null,
    tempLowC: converted(values.low, (v) => toMetric.temp(v, units)),
    tempHighC: converted(values.high, (v) => toMetric.temp(v, units)),
    precipitationMm: converted(values.precipitation, (v) => toMetric.precip(v, units)),
    windKph: converted(values.wind, (v) => toMetric.wind(v, units)),
    source: 'manual' as const,
  };
  const empty = Object.entries(weather).every(([key, value]) => key === 'source' || value === null);
  return empty ? null : weather;
}

export const emptyWeather = (): WeatherValues => weatherToValues(null, 'metric');

// ---- Rows ----

export const blankCrewRow = (): CrewValues => ({
  contactId: '',
  company: '',
  trade: '',
  workers: '',
  hours: '',
});
export const blankDelayRow = (): DelayValues => ({ type: 'weather', hours: '', cause: '' });
export const blankVisitorRow = (): VisitorValues => ({
  name: '',
  organisation: '',
  purpose: '',
  inspection: false,
  result: '',
  inspector: '',
});
export const blankDeliveryRow = (): DeliveryValues => ({
  supplier: '',
  items: '',
  quantity: '',
  receivedBy: '',
});

/** "Same as last log": the earlier log's crew as form rows. */
export const crewToValues = (crew: readonly CrewRow[]): CrewValues[] =>
  crew.map((row) => ({
    contactId: row.contactId ?? '',
    company: row.company,
    trade: row.trade ?? '',
    workers: row.workers,
    hours: row.hours,
  }));

export function sectionsToValues(
  sections: DailyLogSections | null,
  units: UnitSystem,
): SectionValues {
  return {
    weather: weatherToValues(sections?.weather ?? null, units),
    crew: crewToValues(sections?.crew ?? []),
    delays: (sections?.delays ?? []).map((row) => ({
      type: row.type,
      hours: row.hours,
      cause: row.cause ?? '',
    })),
    visitors: (sections?.visitors ?? []).map((row) => ({
      name: row.name,
      organisation: row.organisation ?? '',
      purpose: row.purpose ?? '',
      inspection: row.inspection,
      result: row.result ?? '',
      inspector: row.inspector ?? '',
    })),
    deliveries: (sections?.deliveries ?? []).map((row) => ({
      supplier: row.supplier,
      items: row.items,
      quantity: row.quantity ?? '',
      receivedBy: row.receivedBy ?? '',
    })),
    safety: {
      incident: sections?.safety?.incident ?? false,
      nearMiss: sections?.safety?.nearMiss ?? false,
      toolboxTalk: sections?.safety?.toolboxTalk ?? false,
      note: sections?.safety?.note ?? '',
    },
    visibility: sections?.sectionVisibility ?? DEFAULT_SECTION_VISIBILITY,
  };
}

/** A row nobody typed into (an added row left blank) is dropped, not refused. */
const isBlank = (row: object) =>
  Object.values(row).every((value) => value === '' || value === false || value === null);

const orNull = (text: string) => text.trim() || null;

export const crewRowsFromValues = (rows: readonly CrewValues[]) =>
  rows
    .filter((row) => !isBlank({ ...row }))
    .map((row) => ({
      contactId: row.contactId || null,
      company: orNull(row.company),
      trade: orNull(row.trade),
      workers: typed(row.workers),
      hours: typed(row.hours),
    }));

export const delayRowsFromValues = (rows: readonly DelayValues[]) =>
  rows
    .filter((row) => !isBlank({ hours: row.hours, cause: row.cause }))
    .map((row) => ({ type: row.type, hours: typed(row.hours), cause: orNull(row.cause) }));

export const visitorRowsFromValues = (rows: readonly VisitorValues[]) =>
  rows
    .filter((row) => !isBlank({ ...row }))
    .map((row) => ({
      name: row.name.trim(),
      organisation: orNull(row.organisation),
      purpose: orNull(row.purpose),
      inspection: row.inspection,
      result: row.inspection ? row.result || null : null,
      inspector: row.inspection ? orNull(row.inspector) : null,
    }));

export const deliveryRowsFromValues = (rows: readonly DeliveryValues[]) =>
  rows
    .filter((row) => !isBlank({ ...row }))
    .map((row) => ({
      supplier: row.supplier.trim(),
      items: row.items.trim(),
      quantity: orNull(row.quantity),
      receivedBy: orNull(row.receivedBy),
    }));

const safetyFromValues = (safety: SafetyValues) =>
  isBlank({ ...safety }) ? null : { ...safety, note: orNull(safety.note) };

/** Each section's first problem, worded like the server's ("row 2: Workers must be ..."). */
export type SectionErrors = Partial<Record<SectionName, string>>;

function firstProblem(schema: z.ZodType, data: unknown): string | undefined {
  const parsed = schema.safeParse(data);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  return issue.message;
}

function rowProblem(schema: z.ZodType, rows: readonly unknown[]): string | undefined {
  for (const [index, row] of rows.entries()) {
    const problem = firstProblem(schema, row);
    if (problem) return `row ${index + 1}: ${problem}`;
  }
  return undefined;
}

export interface SectionFieldsOptions {
  units: UnitSystem;
  /** Untouched weather is left out: the server fills it (create) or keeps it (edit). */
  weatherTouched: boolean;
  /** A create leaves empty sections out; an edit sends them empty so removed rows go. */
  editing: boolean;
}

/**
 * The multipart fields of the sections (JSON text) and each section's problems. A create
 * leaves untouched weather out so the server fills it when the log arrives (decision 191).
 */
export function sectionFields(values: SectionValues, options: SectionFieldsOptions) {
  const errors: SectionErrors = {};
  const fields: Record<string, string> = {};
  const put = (name: string, value: unknown, empty: boolean) => {
    if (!empty) fields[name] = JSON.stringify(value);
    else if (options.editing) fields[name] = '';
  };

  if (options.weatherTouched) {
    const weather = weatherFromValues(values.weather, options.units);
    if (weather) {
      const problem = firstProblem(weatherInputSchema, weather);
      if (problem) errors.weather = problem;
    }
    // Cleared on purpose: '' keeps the server from filling it again.
    fields.weather = weather ? JSON.stringify(weather) : '';
  }

  const crew = crewRowsFromValues(values.crew);
  const crewProblem = rowProblem(crewRowInputSchema, crew);
  if (crewProblem) errors.crew = crewProblem;
  put('crew', crew, crew.length === 0);

  const delays = delayRowsFromValues(values.delays);
  const delayProblem = rowProblem(delayRowInputSchema, delays);
  if (delayProblem) errors.delays = delayProblem;
  put('delays', delays, delays.length === 0);

  const visitors = visitorRowsFromValues(values.visitors);
  const visitorProblem = rowProblem(visitorRowInputSchema, visitors);
  if (visitorProblem) errors.visitors = visitorProblem;
  put('visitors', visitors, visitors.length === 0);

  const deliveries = deliveryRowsFromValues(values.deliveries);
  const deliveryProblem = rowProblem(deliveryRowInputSchema, deliveries);
  if (deliveryProblem) errors.deliveries = deliveryProblem;
  put('deliveries', deliveries, deliveries.length === 0);

  const safety = safetyFromValues(values.safety);
  if (safety) {
    const problem = firstProblem(safetyInputSchema, safety);
    if (problem) errors.safety = problem;
  }
  put('safety', safety, safety === null);

  fields.sectionVisibility = JSON.stringify(values.visibility);
  return { fields, errors };
}
