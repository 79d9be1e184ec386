import { z } from 'zod';
import { checklistInputSchema, checklistItemPatchSchema } from '../checklist.js';
import { ASSIGNEE_ME, TASK_DUE_FILTERS } from '../tasks.js';
import { idSchema, isoDateSchema } from './common.js';
import { personRefSchema } from './team.js';
import { multiLine, singleLine } from './text.js';

export const TASK_STATUSES = ['pending', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task as the API returns it; `checklist` is JSON text or null (spec section 3). */
export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  projectId: z.string(),
  project: z.string(),
  projectAddress: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  dueDate: z.string().nullable(),
  checklist: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** A member of the task's project who should do it, or null (issue 15). */
  assigneeId: z.string().nullable(),
  /** The assignee's name. */
  assignee: z.string().nullable(),
  /** Who created the task; null for tasks from before team accounts that had no author. */
  createdBy: personRefSchema.nullable(),
  /** Shown by title on the client portal's progress list (issue 16); false by default. */
  clientVisible: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

const optionalDueDate = isoDateSchema
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);

const taskFields = {
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .check(singleLine('Title'))
    .min(1, 'Title is required')
    .max(300, 'Title must be at most 300 characters'),
  description: z
    .string()
    .trim()
    .check(multiLine('Description'))
    .max(5000, 'Description must be at most 5000 characters')
    .nullish()
    .transform((value) => value || null),
  projectId: z
    .string({ message: 'Project is required' })
    .min(1, 'Project is required')
    .pipe(idSchema),
  /** The project's name; accepted because the spec sends it, the server joins the real one. */
  project: z.string().check(singleLine('Project')).max(300).optional(),
  dueDate: optionalDueDate,
  checklist: checklistInputSchema.optional(),
  /** A member of the project, or null for nobody. */
  assigneeId: idSchema.nullish(),
  /** Shown on the client portal; left out on a create: false. */
  clientVisible: z.boolean().optional(),
};

/** Create body (POST /api/tasks). */
export const taskInputSchema = z.object({
  ...taskFields,
  status: z.enum(TASK_STATUSES).default('pending'),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/** Edit body (PATCH /api/tasks/{id}): the full edit body, or only `{ status }` when toggling. */
export const taskPatchSchema = z
  .object({ ...taskFields, status: z.enum(TASK_STATUSES), checklistItem: checklistItemPatchSchema })
  .partial();
export type TaskPatch = z.input<typeof taskPatchSchema>;

export const taskDueFilterSchema = z.enum(TASK_DUE_FILTERS, {
  message: 'due must be overdue, today or week',
});

/** Optional filters and keyset paging of GET /api/tasks (docs/decisions/004-api-additions.md). */
export const taskListQuerySchema = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  projectId: idSchema.optional(),
  /** overdue, today or week (issue 18). */
  due: taskDueFilterSchema.optional(),
  /** `me`: the caller's tasks; or a person's id. */
  assignee: z.union([z.literal(ASSIGNEE_ME), idSchema]).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: z.string().check(singleLine('cursor')).max(200).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskCountsSchema = z.object({ pending: z.number(), completed: z.number() });
export type TaskCounts = z.infer<typeof taskCountsSchema>;
