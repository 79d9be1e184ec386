import { z } from 'zod';
import { FIRST_DATE, isDateInRange, isValidIsoDate, LAST_DATE } from '../dates.js';

/** Server-generated record id (a UUID; some appear in public links). */
export const idSchema = z.uuid({ message: 'must be a valid id' });

export const idParamsSchema = z.object({ id: idSchema });

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30), in the years the app takes. */
export const isoDateSchema = z
  .string()
  .refine(isValidIsoDate, { message: 'must be a date in the form YYYY-MM-DD', abort: true })
  .refine(isDateInRange, {
    message: `must be a date from ${FIRST_DATE.slice(0, 4)} to ${LAST_DATE.slice(0, 4)}`,
  });

/** Every error body the API sends. */
export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });
