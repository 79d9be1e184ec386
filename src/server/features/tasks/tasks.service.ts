import { normalizeChecklist, parseChecklist } from '../../../core/checklist.js';
import type { User } from '../../../core/schemas/auth.js';
import type { taskInputSchema, taskPatchSchema } from '../../../core/schemas/task.js';
import type { Db } from '../../db/database.js';
import { projectScopeOf } from '../../db/project-scope.js';
import { inTransaction } from '../../db/transaction.js';
import { withChecklistItem } from '../../lib/checklist-item.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { z } from 'zod';
import { quoted, recordActivity } from '../activity/index.js';
import {
  deleteTask,
  findProjectRef,
  findTask,
  insertProjectUpdate,
  insertTaskRow,
  isMember,
  projectUpdateVisibility,
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

type Executor = Parameters<typeof findProjectRef>[0];

/** A project outside a field user's own reads exactly like one that does not exist. */
async function checkProject(db: Executor, user: User, projectId: string) {
  if (!(await findProjectRef(db, projectId, projectScopeOf(user)))) {
    throw new HttpError(400, 'projectId: no project with this id');
  }
}

/** An assignee is a member of the task's project (or nobody). */
async function checkAssignee(db: Executor, projectId: string, assigneeId: string | null) {
  if (assigneeId !== null && !(await isMember(db, projectId, assigneeId))) {
    throw new HttpError(400, 'assigneeId: this person is not a member of the project');
  }
}

/** What a field user may change on a task: its status and one checklist item's tick. */
const FIELD_TASK_CHANGES = new Set(['status', 'checklistItem']);

export const FIELD_TASK_EDIT_MESSAGE =
  'A field account can complete tasks and tick their checklists; other changes are made by the office.';

/**
 * The visibility of the update a task event adds: its title reaches clients only
 * when the task is client-visible (issue 16), and then as the project's default.
 */
async function taskUpdateVisibility(db: Executor, projectId: string, clientVisible: boolean) {
  return clientVisible ? projectUpdateVisibility(db, projectId) : 'internal';
}

/** Creates the task and its "New task" project update in one transaction; gives its id. */
export async function createTask(db: Db, user: User, values: TaskValues, today: string) {
  const now = nowIso();
  const id = newId();
  const checklist = normalizeChecklist(values.checklist ?? null);
  const assigneeId = values.assigneeId ?? null;
  await inTransaction(db, async (trx) => {
    await checkProject(trx, user, values.projectId);
    await checkAssignee(trx, values.projectId, assigneeId);
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
      assignee_id: assigneeId,
      created_by: user.id,
      client_visible: values.clientVisible ? 1 : 0,
    });
    const note = taskUpdateNote('created', { title: values.title, checklist });
    await insertProjectUpdate(
      trx,
      {
        id: newId(),
        project_id: values.projectId,
        note,
        date: today,
        checklist,
        created_by: user.id,
        task_event: 'created',
        task_id: id,
        visibility: await taskUpdateVisibility(
          trx,
          values.projectId,
          values.clientVisible === true,
        ),
      },
      now,
    );
    await recordActivity(trx, user, {
      action: 'task.created',
      entityType: 'task',
      entityId: id,
      projectId: values.projectId,
      summary: `created task ${quoted(values.title)}`,
    });
  });
  // The route reads the task back in the caller's project scope; reading it here too was a
  // second query per create.
  return id;
}

/** Deletes a task (owner and office); 404 when there is none. */
export async function removeTask(db: Db, user: User, id: string) {
  await inTransaction(db, async (trx) => {
    const task = await findTask(trx, id);
    if (!task || !(await deleteTask(trx, id))) throw notFound('Task');
    await recordActivity(trx, user, {
      action: 'task.deleted',
      entityType: 'task',
      entityId: id,
      projectId: task.project_id,
      summary: `deleted task ${quoted(task.title)}`,
    });
  });
}

/** The entry an edit leaves in the activity log. */
function editActivity(
  title: string,
  patch: TaskPatchValues,
  changed: { completed: boolean; reopened: boolean },
) {
  if (changed.completed)
    return { action: 'task.completed', summary: `completed task ${quoted(title)}` };
  if (changed.reopened)
    return { action: 'task.reopened', summary: `reopened task ${quoted(title)}` };
  const onlyTick = Object.keys(patch).every((key) => key === 'checklistItem' || key === 'status');
  if (onlyTick && patch.checklistItem) {
    return { action: 'task.edited', summary: `ticked the checklist of task ${quoted(title)}` };
  }
  return { action: 'task.edited', summary: `edited task ${quoted(title)}` };
}

/**
 * Applies an edit, a status toggle or one checklist item's tick, all in one
 * transaction: a request that fails changes nothing. Completing adds one project
 * update, only on the pending -> completed transition (a conditional UPDATE), so
 * completing twice never logs twice; un-completing clears completedAt.
 */
export async function editTask(
  db: Db,
  user: User,
  id: string,
  patch: TaskPatchValues,
  today: string,
) {
  if (
    user.role === 'field' &&
    Object.entries(patch).some(
      ([key, value]) => value !== undefined && !FIELD_TASK_CHANGES.has(key),
    )
  ) {
    throw new HttpError(403, FIELD_TASK_EDIT_MESSAGE);
  }
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    // The first statement writes the row, taking its lock (PostgreSQL row lock, SQLite
    // write lock): a concurrent PATCH waits, then reads what this one wrote (decision 050).
    // A task a field user may not see rolls back with the 404, exactly like a missing one.
    if (!(await updateTaskFields(trx, id, { updated_at: now }))) throw notFound('Task');
    const existing = await findTask(trx, id, projectScopeOf(user));
    if (!existing) throw notFound('Task');
    if (patch.projectId !== undefined && patch.projectId !== existing.project_id) {
      await checkProject(trx, user, patch.projectId);
    }
    const projectId = patch.projectId ?? existing.project_id;
    const assigneeId = patch.assigneeId === undefined ? existing.assignee_id : patch.assigneeId;
    if (patch.assigneeId !== undefined || projectId !== existing.project_id) {
      await checkAssignee(trx, projectId, assigneeId);
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
      ...(patch.assigneeId !== undefined && { assignee_id: patch.assigneeId }),
      ...(patch.clientVisible !== undefined && { client_visible: patch.clientVisible ? 1 : 0 }),
    };
    if (Object.keys(fields).length > 0) await updateTaskFields(trx, id, fields);
    let completed = false;
    let reopened = false;
    if (patch.status === 'completed') {
      completed = await transitionTask(trx, id, 'pending', {
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
            created_by: user.id,
            task_event: 'completed',
            task_id: existing.id,
            visibility: await taskUpdateVisibility(
              trx,
              fields.project_id ?? existing.project_id,
              patch.clientVisible ?? Number(existing.client_visible) === 1,
            ),
          },
          now,
        );
      }
    } else if (patch.status === 'pending') {
      reopened = await transitionTask(trx, id, 'completed', {
        status: 'pending',
        completed_at: null,
        updated_at: now,
      });
    }
    const { action, summary } = editActivity(fields.title ?? existing.title, patch, {
      completed,
      reopened,
    });
    await recordActivity(trx, user, {
      action,
      entityType: 'task',
      entityId: id,
      projectId,
      summary,
    });
  });
  return (await findTask(db, id))!;
}
