import { z } from 'zod';
import { UPDATE_KINDS } from '../updates.js';
import { checklistInputSchema, checklistItemPatchSchema } from '../checklist.js';
import { idSchema, isoDateSchema } from './common.js';
import { dailyLogSectionsSchema, publicDailyLogSchema } from './daily-log.js';
import { dailyLogFieldsShape, sectionsWithinLimit } from './daily-log-input.js';
import { personRefSchema } from './team.js';
import { requiredMultilineText, singleLine } from './text.js';

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * Who may see an update (issue 16, decision 160): `client` updates appear on the client
 * portal, the share pages and client e-mails; `internal` ones only inside the app.
 */
export const UPDATE_VISIBILITIES = ['client', 'internal'] as const;
export type UpdateVisibility = (typeof UPDATE_VISIBILITIES)[number];
export const updateVisibilitySchema = z.enum(UPDATE_VISIBILITIES, {
  message: 'visibility must be client or internal',
});

export const updateKindSchema = z.enum(UPDATE_KINDS, { message: 'kind must be note or task' });
export const TASK_EVENTS = ['created', 'completed'] as const;
export type TaskEvent = (typeof TASK_EVENTS)[number];

/** A project update (daily log entry) as the API returns it (spec section 3, plus attachments). */
export const updateSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  project: z.string(),
  projectAddress: z.string().nullable(),
  note: z.string(),
  date: z.string(),
  files: z.array(z.string()),
  attachments: z.array(attachmentSchema),
  checklist: z.string().nullable(),
  createdAt: z.string(),
  /** Who wrote it; null for updates from before team accounts that had no author. */
  createdBy: personRefSchema.nullable(),
  /** client: shown to clients (portal, share pages, e-mails); internal: the team only. */
  visibility: updateVisibilitySchema,
  /** note: written by a person; task: written by creating or completing a task (issue 18). */
  kind: updateKindSchema,
  /** For a task event: which event and which task (null when the task is unknown or gone). */
  taskEvent: z.enum(TASK_EVENTS).nullable(),
  taskId: z.string().nullable(),
  /** The daily log sections (issue 19): weather, crew, delays, visitors, deliveries, safety. */
  ...dailyLogSectionsSchema.shape,
});
export type Update = z.infer<typeof updateSchema>;

export const MAX_NOTE_LENGTH = 10_000;
/** The longest checklist sent as JSON text, in characters (one rule for tasks and updates). */
export { MAX_CHECKLIST_JSON_LENGTH } from '../checklist.js';

/**
 * The text fields of a create or edit (multipart fields). `project` is the name the
 * spec's client sends; the server always shows the linked project's current name.
 */
export const updateFieldsSchema = z.object({
  projectId: idSchema,
  project: z.string().check(singleLine('Project')).max(300).optional(),
  note: requiredMultilineText('Note', MAX_NOTE_LENGTH),
  date: isoDateSchema,
  checklist: checklistInputSchema.optional(),
  /** Left out on a create: the project's defaultUpdateVisibility. */
  visibility: updateVisibilitySchema.optional(),
  /** The daily log sections, each as JSON text (issue 19, decision 190). */
  ...dailyLogFieldsShape,
});
export type UpdateFields = z.input<typeof updateFieldsSchema>;

/** `removeFileIds` may repeat, or hold a JSON array or comma-separated ids. */
export const removeFileIdsSchema = z
  .array(z.string())
  .transform((values, ctx) => {
    const ids: string[] = [];
    for (const value of values) {
      const trimmed = value.trim();
      if (!trimmed) continue;
      let list: unknown = trimmed.split(',');
      if (trimmed.startsWith('[')) {
        try {
          list = JSON.parse(trimmed);
        } catch {
          list = null;
        }
      }
      const parsed = z.array(z.string().trim().pipe(idSchema)).safeParse(list);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'must be a list of file ids' });
        return z.NEVER;
      }
      ids.push(...parsed.data);
    }
    return [...new Set(ids)];
  })
  .default([]);

/**
 * A create as the route hands it to the service: the multipart text fields
 * (one value each), validated into types; files travel beside it.
 */
export const updateInputSchema = updateFieldsSchema.check(sectionsWithinLimit);
export type UpdateInput = z.output<typeof updateInputSchema>;

/** An edit: any of the fields, and the attached files to remove. */
export const updateEditInputSchema = updateFieldsSchema
  .partial()
  .extend({ removeFileIds: removeFileIdsSchema })
  .check(sectionsWithinLimit);
export type UpdateEditInput = z.output<typeof updateEditInputSchema>;

/** Multipart fields that may be sent more than once; every other field takes its first value. */
export const REPEATED_UPDATE_FIELDS = ['removeFileIds'] as const;

/** The Add/Edit Update form (files travel beside it). */
export const updateFormSchema = z.object({
  projectId: z.string().min(1, 'Project is required'),
  project: z.string(),
  note: updateFieldsSchema.shape.note,
  date: z.string().min(1, 'Date is required').pipe(isoDateSchema),
});

/** JSON edit: the full checklist with one item toggled (spec section 4). */
export const updateChecklistPatchSchema = z.object({
  checklist: checklistInputSchema.optional(),
  /** One item's new state, applied under a row lock (decision 050); wins over `checklist`. */
  checklistItem: checklistItemPatchSchema.optional(),
});

export const MAX_UPDATES_PAGE = 200;

export const updatesQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    projectId: idSchema.optional(),
    /** Only notes, or only task events (issue 18); absent: both. */
    kind: updateKindSchema.optional(),
    limit: z.coerce.number().int().min(1).max(MAX_UPDATES_PAGE).optional(),
    cursor: z.string().check(singleLine('cursor')).max(300).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'must be on or after from',
  });
export type UpdatesQuery = z.infer<typeof updatesQuerySchema>;

/** The renditions of a photo (decision 201): ~320 px for lists, ~1600 px for viewing. */
export const PHOTO_SIZES = ['thumb', 'screen'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** ?size= of the file routes: a WebP rendition without metadata instead of the stored file. */
export const fileQuerySchema = z.object({
  size: z
    .enum(PHOTO_SIZES)
    .optional()
    .describe(
      'thumb (~320 px) or screen (~1600 px): a WebP rendition of a photo, upright and without metadata. ' +
        'Without it the signed-in file route sends the original; public and portal routes always send the screen rendition.',
    ),
});

/** A photo of a project, for the project page's grid (GET /api/projects/{id}/photos, issue 18). */
export const projectPhotoSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  updateId: z.string(),
  /** The update's date. */
  date: z.string(),
});
export type ProjectPhoto = z.infer<typeof projectPhotoSchema>;
export const MAX_PROJECT_PHOTOS = 1000;
export const projectPhotosQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PROJECT_PHOTOS).default(500),
});

/** A shared update: only what the public share page shows (spec section 3). */
export const publicUpdateSchema = z.object({
  id: z.string(),
  date: z.string(),
  project: z.string(),
  projectAddress: z.string().nullable(),
  note: z.string(),
  checklist: z.string().nullable(),
  files: z.array(z.string()),
  /** Image attachments, served by GET /api/public/files/{id}. */
  photos: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Weather and the daily log sections switched client-visible; absent otherwise (decision 190). */
  ...publicDailyLogSchema.shape,
});
export type PublicUpdate = z.infer<typeof publicUpdateSchema>;

export const publicUpdatesQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'must be on or after from',
  });

/** What the owner shares publicly (Settings > Sharing). */
export const sharingSettingsSchema = z.object({
  /** Off: no public link works at all. */
  enabled: z.boolean(),
  /** Off: /share/daily (every update) is unavailable; single-update links still work. */
  allUpdates: z.boolean(),
});
export type SharingSettings = z.infer<typeof sharingSettingsSchema>;
export const DEFAULT_SHARING: SharingSettings = { enabled: true, allUpdates: true };

/**
 * Which task events clients see (issue 18, Settings > Sharing): on the portal, the share
 * pages and client e-mails. By default a finished task is news for the client; a new one is not.
 */
export const taskEventSharingSchema = z.object({ created: z.boolean(), completed: z.boolean() });
export type TaskEventSharing = z.infer<typeof taskEventSharingSchema>;
export const DEFAULT_TASK_EVENT_SHARING: TaskEventSharing = { created: false, completed: true };

/** The task events the setting lets clients see. */
export function sharedTaskEvents(sharing: TaskEventSharing): TaskEvent[] {
  return TASK_EVENTS.filter((event) => sharing[event]);
}
