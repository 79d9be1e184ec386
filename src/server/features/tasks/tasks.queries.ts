import type { Task, TaskListQuery, TaskStatus } from '../../../core/schemas/task.js';
import { normalizeChecklist } from '../../../core/checklist.js';
import { parseTaskCursor } from '../../../core/schemas/task.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Kysely, Updateable } from 'kysely';
import { HttpError } from '../../lib/http-error.js';

type Executor = Kysely<DB>;

// Project name and address are joined at read time, so a rename shows everywhere.
function selectTasks(db: Executor) {
  return db
    .selectFrom('tasks')
    .innerJoin('projects', 'projects.id', 'tasks.project_id')
    .select([
      'tasks.id',
      'tasks.title',
      'tasks.description',
      'tasks.project_id',
      'projects.name as project_name',
      'projects.address as project_address',
      'tasks.status',
      'tasks.due_date',
      'tasks.checklist',
      'tasks.completed_at',
      'tasks.created_at',
    ]);
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['executeTakeFirstOrThrow']>>;

export function mapTask(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    projectId: row.project_id,
    project: row.project_name,
    projectAddress: row.project_address,
    status: row.status as TaskStatus,
    dueDate: row.due_date,
    // Stored JSON that cannot be parsed reads as no checklist (spec section 5).
    checklist: normalizeChecklist(row.checklist),
    completedAt: row.completed_at,
    createdAt: row.created_at,
  };
}

/** Newest first: completed lists by completion time, others by creation time. */
export function listTasks(db: Db, query: TaskListQuery) {
  const column = query.status === 'completed' ? 'tasks.completed_at' : 'tasks.created_at';
  const cursor = query.cursor === undefined ? undefined : parseTaskCursor(query.cursor);
  if (cursor === null) throw new HttpError(400, 'cursor: is not a cursor this list gave out');
  return selectTasks(db)
    .$if(query.status !== undefined, (qb) => qb.where('tasks.status', '=', query.status!))
    .$if(query.projectId !== undefined, (qb) => qb.where('tasks.project_id', '=', query.projectId!))
    .$if(cursor !== undefined, (qb) =>
      // The plain `<=` bound lets the index start at the cursor (decision 060).
      qb
        .where(column, '<=', cursor!.at)
        .where((eb) =>
          eb.or([
            eb(column, '<', cursor!.at),
            eb.and([eb(column, '=', cursor!.at), eb('tasks.id', '<', cursor!.id)]),
          ]),
        ),
    )
    .orderBy(column, 'desc')
    .orderBy('tasks.id', 'desc')
    .$if(query.limit !== undefined, (qb) => qb.limit(query.limit!))
    .execute();
}

export function findTask(db: Executor, id: string) {
  return selectTasks(db).where('tasks.id', '=', id).executeTakeFirst();
}

export async function countTasks(db: Db, projectId?: string) {
  const rows = await db
    .selectFrom('tasks')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .$if(projectId !== undefined, (qb) => qb.where('project_id', '=', projectId!))
    .groupBy('status')
    .execute();
  const count = (status: TaskStatus) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { pending: count('pending'), completed: count('completed') };
}

export function findProjectRef(db: Executor, id: string) {
  return db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst();
}

export async function insertTaskRow(
  db: Executor,
  row: {
    id: string;
    title: string;
    description: string | null;
    project_id: string;
    status: TaskStatus;
    due_date: string | null;
    checklist: string | null;
    completed_at: string | null;
    created_at: string;
    updated_at: string;
  },
) {
  await db.insertInto('tasks').values(row).execute();
}

/** True when the task exists. */
export async function updateTaskFields(db: Executor, id: string, fields: Updateable<DB['tasks']>) {
  const result = await db.updateTable('tasks').set(fields).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Flips the status only if it is still `from`; true when this call made the change. */
export async function transitionTask(
  db: Executor,
  id: string,
  from: TaskStatus,
  fields: { status: TaskStatus; completed_at: string | null; updated_at: string },
) {
  const result = await db
    .updateTable('tasks')
    .set(fields)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertProjectUpdate(
  db: Executor,
  row: { id: string; project_id: string; note: string; date: string; checklist: string | null },
  now: string,
) {
  await db
    .insertInto('updates')
    .values({ ...row, created_at: now, updated_at: now })
    .execute();
}

export async function deleteTask(db: Db, id: string) {
  const result = await db.deleteFrom('tasks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
