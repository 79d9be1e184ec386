import { addDays } from './dates.js';
import type { Task } from './schemas/task.js';

// Plain values and rules of tasks, without zod: a screen that only lists tasks imports
// these, not the schemas, so its first load carries no zod (decision 220).

/** Query of GET /api/tasks: `assignee=me` lists the caller's tasks. */
export const ASSIGNEE_ME = 'me';

/**
 * Due filters (issue 18), by the owner's today: overdue (pending, due before today),
 * today, and this week (due from today through the next 6 days).
 */
export const TASK_DUE_FILTERS = ['overdue', 'today', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

/** The due dates a filter takes, from the owner's today; overdue also means still pending. */
export function dueRange(
  due: TaskDueFilter,
  today: string,
): { before?: string; from?: string; to?: string } {
  if (due === 'overdue') return { before: today };
  if (due === 'today') return { from: today, to: today };
  return { from: today, to: addDays(today, 6) };
}

/** A pending task due before today (owner's time zone). */
export function isOverdue(task: Pick<Task, 'status' | 'dueDate'>, today: string): boolean {
  return task.status === 'pending' && task.dueDate !== null && task.dueDate < today;
}

/**
 * Where the next page starts: pending tasks are listed newest first by createdAt,
 * completed ones by completedAt; the id breaks ties.
 */
export function taskCursor(task: Pick<Task, 'id' | 'status' | 'createdAt' | 'completedAt'>) {
  const at = task.status === 'completed' ? (task.completedAt ?? task.createdAt) : task.createdAt;
  return `${at}~${task.id}`;
}

export function parseTaskCursor(cursor: string): { at: string; id: string } | null {
  const [at, id, ...rest] = cursor.split('~');
  if (!at || !id || rest.length > 0) return null;
  return { at, id };
}
