import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { updateVisibilitySchema } from './update.js';
import { optionalMultilineText, optionalText, requiredText, singleLine } from './text.js';

export const PROJECT_STATUSES = ['Planning', 'In Progress', 'On Hold', 'Completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  status: z.enum(PROJECT_STATUSES),
  address: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
  /** The visibility a new update of this project starts with (issue 16). */
  defaultUpdateVisibility: updateVisibilitySchema,
  /** The site's location (WGS84 degrees, 6 decimals), for the weather; both or neither (issue 19). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * A project as the pickers read it (GET /api/projects/options, decision 213): the forms'
 * and filters' project choice and the update form's default visibility. Every signed-in
 * screen loads it (the offline forms pick from it), so it carries nothing else: not even
 * the client, whose random id was a third of its bytes (decision 262). The invoice form
 * reads a client's projects in this shape (GET /api/clients/{id}/projects).
 */
export const projectOptionSchema = projectSchema.pick({
  id: true,
  name: true,
  status: true,
  defaultUpdateVisibility: true,
});
export type ProjectOption = z.infer<typeof projectOptionSchema>;

/**
 * How many active projects (every status but Completed, decision 010) each client has, for
 * the contacts list (GET /api/clients/project-counts, decision 262); a client with none is
 * left out.
 */
export const clientProjectCountsSchema = z.array(
  z.object({ clientId: z.string(), active: z.number().int() }),
);
export type ClientProjectCounts = z.infer<typeof clientProjectCountsSchema>;

/** One project with its progress, for the project page (GET /api/projects/{id}, issue 18). */
export const projectDetailSchema = projectSchema.extend({
  progress: z.object({
    completed: z.number().int(),
    total: z.number().int(),
    /** Pending tasks due before the owner's today. */
    overdue: z.number().int(),
  }),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** When something last happened on each project (an update or a task written or changed). */
export const projectActivitySchema = z.array(
  z.object({ projectId: z.string(), lastActivityAt: z.string() }),
);
export type ProjectActivity = z.infer<typeof projectActivitySchema>;

/** Degrees in a range, kept to 6 decimals (about 0.1 m); null clears, left out keeps. */
const degrees = (label: string, limit: number) =>
  z
    .number({ message: `${label} must be a number of degrees` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .transform((value) => Math.round(value * 1e6) / 1e6)
    .nullable()
    .optional();

const optionalDate = isoDateSchema
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);

/** Create and edit body; clientName is accepted (the spec sends it) but the server uses the contact's name. */
export const projectInputSchema = z
  .object({
    name: requiredText('Name'),
    clientId: z
      .string({ message: 'Client is required' })
      .min(1, 'Client is required')
      .pipe(idSchema),
    clientName: z.string().check(singleLine('Client name')).max(200).optional(),
    status: z.enum(PROJECT_STATUSES).default('Planning'),
    address: optionalText('Address', 500),
    startDate: optionalDate,
    endDate: optionalDate,
    description: optionalMultilineText('Description', 5000),
    /** Left out: client on a create, unchanged on an edit. */
    defaultUpdateVisibility: updateVisibilitySchema.optional(),
    /** Left out: none on a create, unchanged on an edit; null clears (issue 19). */
    latitude: degrees('Latitude', 90),
    longitude: degrees('Longitude', 180),
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, {
    path: ['endDate'],
    message: 'End date must be on or after the start date',
  })
  .refine((p) => (p.latitude ?? null) === null || (p.longitude ?? null) !== null, {
    path: ['longitude'],
    message: 'Enter both latitude and longitude, or neither',
  })
  .refine((p) => (p.longitude ?? null) === null || (p.latitude ?? null) !== null, {
    path: ['latitude'],
    message: 'Enter both latitude and longitude, or neither',
  });
export type ProjectInput = z.input<typeof projectInputSchema>;

/** What is deleted with a project (GET /api/projects/{id}/dependents). */
export const projectDependentsSchema = z.object({
  tasks: z.number(),
  updates: z.number(),
  files: z.number(),
  invoices: z.number(),
});
export type ProjectDependents = z.infer<typeof projectDependentsSchema>;
