import { z } from 'zod';

/** The default longest side of a photo after the browser downscales it. */
export const DEFAULT_MAX_PHOTO_PX = 2560;

/** Settings > Photo uploads. `maxPhotoPx` 0 keeps originals as they are. */
export const uploadSettingsSchema = z.object({
  maxPhotoPx: z
    .number({ message: 'must be a whole number of pixels' })
    .int({ message: 'must be a whole number of pixels' })
    .refine((value) => value === 0 || (value >= 320 && value <= 20000), {
      message: 'must be 0 (keep originals) or between 320 and 20000',
    }),
});
export type UploadSettings = z.infer<typeof uploadSettingsSchema>;

export const defaultUploadSettings: UploadSettings = { maxPhotoPx: DEFAULT_MAX_PHOTO_PX };

/** Header a client sends once per logical save so a retried upload creates one record. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What an idempotency key may look like (a UUID or similar random token). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: 'must be 8-100 letters, digits, - or _' });

/** Files one update may send in one request (the server's multipart limit). */
export const MAX_FILES_PER_UPDATE = 20;

/** GET /api/uploads/limits: what the server accepts, so the browser refuses a file before sending it. */
export const uploadLimitsSchema = z.object({
  /** Largest file, in bytes (MAX_UPLOAD_MB). */
  maxFileBytes: z.number().int().positive(),
  /** Most files in one update. */
  maxFiles: z.number().int().positive(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;
