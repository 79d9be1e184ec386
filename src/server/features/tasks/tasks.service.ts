import { parseChecklist, serializeChecklist } from '../../../core/checklist.js';
import type { taskInputSchema, taskPatchSchema } from '../../../core/schemas/task.js';
import type { Db } from '../../db/database.js';
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

/** Stored form of a checklist: blank items dropped, null when none remain. */
export function normalizeChecklist(input: unknown): string | null {
  return serializeChecklist(parseChecklist(input));
}

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
  const checklist = normalizeChecklist(values.checklist);
  await db.transaction().execute(async (trx) => {
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
 * Applies an edit or a status toggle. Completing adds one project update, only
 * on the pending -> completed transition (a conditional UPDATE inside the same
 * transaction), so completing twice never logs twice; un-completing clears
 * completedAt.
 */
export async function editTask(db: Db, id: string, patch: TaskPatchValues, today: string) {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const existing = await findTask(trx, id);
    if (!existing) throw notFound('Task');
    if (patch.projectId !== undefined && patch.projectId !== existing.project_id) {
      await checkProject(trx, patch.projectId);
    }
    const checklist =
      patch.checklist === undefined ? existing.checklist : normalizeChecklist(patch.checklist);
    const fields = {
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.projectId !== undefined && { project_id: patch.projectId }),
      ...(patch.dueDate !== undefined && { due_date: patch.dueDate }),
      ...(patch.checklist !== undefined && { checklist }),
    };
    if (Object.keys(fields).length > 0) {
      await updateTaskFields(trx, id, { ...fields, updated_at: now });
    }
    if (patch.status === 'completed') {
      const completed = await transitionTask(trx, id, 'pending', {
        status: 'completed',
        completed_at: now,
        updated_at: now,
      });
      if (completed) {
        const task = {
          title: fields.title ?? existing.title,
          checklist: normalizeChecklist(checklist),
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
