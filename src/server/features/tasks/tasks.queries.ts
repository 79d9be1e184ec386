import type { Task, TaskListQuery, TaskStatus } from '../../../core/schemas/task.js';
import { normalizeChecklist } from '../../../core/checklist.js';
import type { Db } from '../../db/database.js';
import { memberProjectIds, type ProjectScope } from '../../db/project-scope.js';
import type { DB } from '../../db/schema.js';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { columnsOf, reusableQuery } from '../../db/reusable-query.js';
import { HttpError } from '../../lib/http-error.js';
import { parseTaskCursor } from '../../../core/tasks.js';

type Executor = Kysely<DB>;

// Project name and address, and the names of the assignee and the author, are joined
// at read time, so a rename shows everywhere.
function selectTasks(db: Executor, scope: ProjectScope = null) {
  return db
    .selectFrom('tasks')
    .innerJoin('projects', 'projects.id', 'tasks.project_id')
    .leftJoin('users as assignee', 'assignee.id', 'tasks.assignee_id')
    .leftJoin('users as author', 'author.id', 'tasks.created_by')
    .$if(scope !== null, (q) => q.where('tasks.project_id', 'in', memberProjectIds(db, scope!)))
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
      'tasks.assignee_id',
      'assignee.name as assignee_name',
      'assignee.username as assignee_username',
      'tasks.created_by',
      'author.name as author_name',
      'author.username as author_username',
      'tasks.client_visible',
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
    assigneeId: row.assignee_id,
    assignee: row.assignee_id ? row.assignee_name || row.assignee_username : null,
    createdBy: row.created_by
      ? { id: row.created_by, name: row.author_name || row.author_username || '' }
      : null,
    clientVisible: Number(row.client_visible) === 1,
  };
}

/**
 * Newest first: completed lists by completion time, others by creation time.
 * `assigneeId` is the person `assignee` named (the caller for `me`).
 */
export function listTasks(
  db: Db,
  query: Omit<TaskListQuery, 'assignee' | 'due'> & {
    assigneeId?: string | undefined;
    /** Due dates of the `due` filter (issue 18); `before` also means still pending. */
    dueDates?: { before?: string; from?: string; to?: string } | undefined;
  },
  scope: ProjectScope = null,
) {
  const due = query.dueDates;
  const column = query.status === 'completed' ? 'tasks.completed_at' : 'tasks.created_at';
  const cursor = query.cursor === undefined ? undefined : parseTaskCursor(query.cursor);
  if (cursor === null) throw new HttpError(400, 'cursor: is not a cursor this list gave out');
  return selectTasks(db, scope)
    .$if(query.status !== undefined, (qb) => qb.where('tasks.status', '=', query.status!))
    .$if(query.projectId !== undefined, (qb) => qb.where('tasks.project_id', '=', query.projectId!))
    .$if(query.assigneeId !== undefined, (qb) =>
      qb.where('tasks.assignee_id', '=', query.assigneeId!),
    )
    .$if(due?.before !== undefined, (qb) =>
      qb.where('tasks.status', '=', 'pending').where('tasks.due_date', '<', due!.before!),
    )
    .$if(due?.from !== undefined, (qb) => qb.where('tasks.due_date', '>=', due!.from!))
    .$if(due?.to !== undefined, (qb) => qb.where('tasks.due_date', '<=', due!.to!))
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

export async function findTask(db: Executor, id: string, scope: ProjectScope = null) {
  return (await taskById(db, id, scope)).rows[0];
}

// A task is read back after every create and edit: built once per scope (decision 266).
const taskById = reusableQuery(
  (db: Executor, id: string, scope: ProjectScope) =>
    selectTasks(db, scope).where('tasks.id', '=', id),
  (_id, scope) => (scope === null ? '' : 'member'),
);

/**
 * Pending and completed tasks, from the counts the triggers on `tasks` keep per project
 * and status (migration 0310, decision 204): a few rows read instead of every task.
 */
export async function countTasks(db: Db, projectId?: string, scope: ProjectScope = null) {
  const rows = await db
    .selectFrom('task_counts')
    .select(['status', (eb) => eb.fn.sum<number | string>('count').as('count')])
    .$if(projectId !== undefined, (qb) => qb.where('project_id', '=', projectId!))
    .$if(scope !== null, (qb) => qb.where('project_id', 'in', memberProjectIds(db, scope!)))
    .groupBy('status')
    .execute();
  const count = (status: TaskStatus) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { pending: count('pending'), completed: count('completed') };
}

export async function findProjectRef(db: Executor, id: string, scope: ProjectScope = null) {
  return (await projectRef(db, id, scope)).rows[0];
}

const projectRef = reusableQuery(
  (db: Executor, id: string, scope: ProjectScope) =>
    db
      .selectFrom('projects')
      .select(['id', 'name'])
      .where('id', '=', id)
      .$if(scope !== null, (qb) => qb.where('id', 'in', memberProjectIds(db, scope!))),
  (_id, scope) => (scope === null ? '' : 'member'),
);

/** True when the person is a member of the project (an assignee must be). */
export async function isMember(db: Executor, projectId: string, userId: string) {
  const row = await db
    .selectFrom('project_members')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
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
    assignee_id: string | null;
    created_by: string | null;
    /** 1 or 0; left out: 0 (issue 16). */
    client_visible?: number;
  },
) {
  await insertTask(db, row);
}

const insertTask = reusableQuery(
  (db: Executor, row: Insertable<DB['tasks']>) => db.insertInto('tasks').values(row),
  columnsOf,
);

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
  row: {
    id: string;
    project_id: string;
    note: string;
    date: string;
    checklist: string | null;
    created_by: string | null;
    /** client | internal; left out: client (issue 16). */
    visibility?: string;
    /** Which task event wrote it, and the task's id (issue 18). */
    task_event: 'created' | 'completed';
    task_id: string;
  },
  now: string,
) {
  await insertTaskUpdate(db, row, now);
}

const insertTaskUpdate = reusableQuery(
  (
    db: Executor,
    row: Omit<Insertable<DB['updates']>, 'kind' | 'created_at' | 'updated_at'>,
    now: string,
  ) => db.insertInto('updates').values({ ...row, kind: 'task', created_at: now, updated_at: now }),
  columnsOf,
);

export async function deleteTask(db: Db, id: string) {
  const result = await db.deleteFrom('tasks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What a new update of the project starts as (client or internal). */
export async function projectUpdateVisibility(db: Executor, projectId: string): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('default_update_visibility')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return row?.default_update_visibility === 'client' ? 'client' : 'internal';
}

/** Pending tasks of a project due before today (issue 18: the project page's progress). */
export async function countOverdueTasks(db: Db, projectId: string, today: string) {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('project_id', '=', projectId)
    .where('status', '=', 'pending')
    .where('due_date', '<', today)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Task counts of a project and its client-visible tasks, oldest first (the client portal). */
export async function projectTaskProgress(db: Db, projectId: string) {
  const [counts, visible] = await Promise.all([
    countTasks(db, projectId),
    db
      .selectFrom('tasks')
      .select(['title', 'status'])
      .where('project_id', '=', projectId)
      .where('client_visible', '=', 1)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    completed: counts.completed,
    total: counts.pending + counts.completed,
    visible: visible.map((row) => ({ title: row.title, completed: row.status === 'completed' })),
  };
}
