import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
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
});
export type Project = z.infer<typeof projectSchema>;

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
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, {
    path: ['endDate'],
    message: 'End date must be on or after the start date',
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
