import { z } from 'zod';
import { checklistItemSchema, MAX_CHECKLIST_ITEMS } from '../checklist.js';
import { idSchema, isoDateSchema } from './common.js';

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
});
export type Task = z.infer<typeof taskSchema>;

/** The checklist as sent by the client: JSON text (the spec's form), an array, or null. */
export const checklistInputSchema = z
  .union([z.string().max(100_000), z.array(checklistItemSchema).max(MAX_CHECKLIST_ITEMS), z.null()])
  .optional();

export const taskInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300),
  description: z.string().trim().max(5000).nullish(),
  projectId: idSchema,
  project: z.string().max(300).optional(),
  status: z.enum(TASK_STATUSES).default('pending'),
  dueDate: isoDateSchema.nullish().or(z.literal('')),
  checklist: checklistInputSchema,
});
export type TaskInput = z.input<typeof taskInputSchema>;
