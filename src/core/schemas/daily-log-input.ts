import { z } from 'zod';
import { DELAY_TYPES } from '../daily-log.js';
import { idSchema } from './common.js';
import { multiLine, singleLine } from './text.js';
import {
  INSPECTION_RESULTS,
  MAX_DAY_HOURS,
  MAX_SECTION_FIELD_LENGTH,
  MAX_SECTION_ROWS,
  MAX_SECTION_TEXT,
  MAX_SECTIONS_JSON_LENGTH,
  MAX_WORKERS,
  SECTION_NAMES,
  WEATHER_SOURCES,
  visibilityValueSchema,
  type SectionName,
} from './daily-log.js';

// What a create or edit of an update may send for its daily log sections (issue 19,
// decision 190): each section's rules, and the multipart fields that hold them as JSON
// text. The shapes the API returns are in daily-log.ts.

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
  weather: visibilityValueSchema.optional(),
  crew: visibilityValueSchema.optional(),
  delays: visibilityValueSchema.optional(),
  visitors: visibilityValueSchema.optional(),
  deliveries: visibilityValueSchema.optional(),
  safety: visibilityValueSchema.optional(),
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
