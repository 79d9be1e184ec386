import { normalizeChecklist, parseChecklist } from '../../../core/checklist.js';
import type { taskInputSchema, taskPatchSchema } from '../../../core/schemas/task.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { withChecklistItem } from '../../lib/checklist-item.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { z } from 'zod';
import {
  findProjectRef,
  findTask,
  insertProjectUpdate,
  insertTaskRow,
  transitionTask,
  updateTaskFields,
} from './tasks.queries.js';

type TaskValues = z.output<typeof taskInputSchema>;
type TaskPatchValues = z.output<typeof taskPatchSchema>;

/** 'checklist 3/4 done', or null when the task has no checklist. */
export function checklistState(checklist: string | null): string | null {
  const items = parseChecklist(checklist);
  if (items.length === 0) return null;
  const done = items.filter((item) => item.completed).length;
  return `checklist ${done}/${items.length} done`;
}

/** The note of the project update a task event adds. */
export function taskUpdateNote(
  event: 'created' | 'completed',
  task: { title: string; checklist: string | null },
): string {
  const state = checklistState(task.checklist);
  const prefix = event === 'created' ? 'New task' : 'Completed task';
  return `${prefix}: ${task.title}${state ? ` (${state})` : ''}`;
}

async function checkProject(db: Parameters<typeof findProjectRef>[0], projectId: string) {
  if (!(await findProjectRef(db, projectId))) {
    throw new HttpError(400, 'projectId: no project with this id');
  }
}

/** Creates the task and its "New task" project update in one transaction. */
export async function createTask(db: Db, values: TaskValues, today: string) {
  const now = nowIso();
  const id = newId();
  const checklist = normalizeChecklist(values.checklist ?? null);
  await inTransaction(db, async (trx) => {
    await checkProject(trx, values.projectId);
    await insertTaskRow(trx, {
      id,
      title: values.title,
      description: values.description,
      project_id: values.projectId,
      status: values.status,
      due_date: values.dueDate,
      checklist,
      completed_at: values.status === 'completed' ? now : null,
      created_at: now,
      updated_at: now,
    });
    const note = taskUpdateNote('created', { title: values.title, checklist });
    await insertProjectUpdate(
      trx,
      { id: newId(), project_id: values.projectId, note, date: today, checklist },
      now,
    );
  });
  return (await findTask(db, id))!;
}

/**
 * Applies an edit, a status toggle or one checklist item's tick, all in one
 * transaction: a request that fails changes nothing. Completing adds one project
 * update, only on the pending -> completed transition (a conditional UPDATE), so
 * completing twice never logs twice; un-completing clears completedAt.
 */
export async function editTask(db: Db, id: string, patch: TaskPatchValues, today: string) {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    // The first statement writes the row, taking its lock (PostgreSQL row lock, SQLite
    // write lock): a concurrent PATCH waits, then reads what this one wrote (decision 050).
    if (!(await updateTaskFields(trx, id, { updated_at: now }))) throw notFound('Task');
    const existing = await findTask(trx, id);
    if (!existing) throw notFound('Task');
    if (patch.projectId !== undefined && patch.projectId !== existing.project_id) {
      await checkProject(trx, patch.projectId);
    }
    // The new stored checklist, undefined when unchanged. A tick applies to the stored
    // list; a full list sent beside it replaces the list.
    const ticked =
      patch.checklistItem && withChecklistItem(existing.checklist, patch.checklistItem);
    const checklist = patch.checklist === undefined ? ticked : normalizeChecklist(patch.checklist);
    const fields = {
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.projectId !== undefined && { project_id: patch.projectId }),
      ...(patch.dueDate !== undefined && { due_date: patch.dueDate }),
      ...(checklist !== undefined && { checklist }),
    };
    if (Object.keys(fields).length > 0) await updateTaskFields(trx, id, fields);
    if (patch.status === 'completed') {
      const completed = await transitionTask(trx, id, 'pending', {
        status: 'completed',
        completed_at: now,
        updated_at: now,
      });
      if (completed) {
        const task = {
          title: fields.title ?? existing.title,
          checklist: normalizeChecklist(checklist === undefined ? existing.checklist : checklist),
        };
        await insertProjectUpdate(
          trx,
          {
            id: newId(),
            project_id: fields.project_id ?? existing.project_id,
            note: taskUpdateNote('completed', task),
            date: today,
            checklist: task.checklist,
          },
          now,
        );
      }
    } else if (patch.status === 'pending') {
      await transitionTask(trx, id, 'completed', {
        status: 'pending',
        completed_at: null,
        updated_at: now,
      });
    }
  });
  return (await findTask(db, id))!;
}
