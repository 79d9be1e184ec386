import type { DateRange } from '../../../core/summary-range.js';
import type { Db } from '../../db/database.js';

// Every read here is bounded by a date range (updates_date_created index), a
// status (tasks_status_* indexes) or a limit: nothing scans all updates.

export interface UpdateRow {
  id: string;
  note: string;
  date: string;
  createdAt: string;
  project: string;
}

function updatesWithProject(db: Db) {
  return db
    .selectFrom('updates')
    .innerJoin('projects', 'projects.id', 'updates.project_id')
    .select([
      'updates.id as id',
      'updates.note as note',
      'updates.date as date',
      'updates.created_at as createdAt',
      'projects.name as project',
    ]);
}

/** Updates dated within the range, optionally of one project only, oldest first. */
export function listUpdatesBetween(
  db: Db,
  range: DateRange,
  projectId?: string,
): Promise<UpdateRow[]> {
  return updatesWithProject(db)
    .$if(projectId !== undefined, (qb) => qb.where('updates.project_id', '=', projectId as string))
    .where('updates.date', '>=', range.startDate)
    .where('updates.date', '<=', range.endDate)
    .orderBy('updates.date')
    .orderBy('updates.created_at')
    .execute();
}

/** The newest updates, optionally of the projects with one name. */
export function listNewestUpdates(
  db: Db,
  limit: number,
  projectName: string | null,
): Promise<UpdateRow[]> {
  return updatesWithProject(db)
    .$if(projectName !== null, (qb) => qb.where('projects.name', '=', projectName as string))
    .orderBy('updates.date', 'desc')
    .orderBy('updates.created_at', 'desc')
    .limit(limit)
    .execute();
}

export interface FileRow {
  id: string;
  updateId: string;
  name: string;
  contentType: string;
}

/** Attachments of the given updates, in their upload order. */
export async function listFilesOf(db: Db, updateIds: readonly string[]): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  // Chunked: SQLite limits the number of bound parameters in one statement.
  for (let i = 0; i < updateIds.length; i += 500) {
    const chunk = updateIds.slice(i, i + 500);
    rows.push(
      ...(await db
        .selectFrom('update_files')
        .select(['id', 'update_id as updateId', 'name', 'content_type as contentType', 'position'])
        .where('update_id', 'in', chunk)
        .orderBy('update_id')
        .orderBy('position')
        .execute()),
    );
  }
  return rows;
}

export interface TaskRow {
  title: string;
  dueDate: string | null;
  project: string;
}

function tasksWithProject(db: Db) {
  return db
    .selectFrom('tasks')
    .innerJoin('projects', 'projects.id', 'tasks.project_id')
    .select(['tasks.title as title', 'tasks.due_date as dueDate', 'projects.name as project']);
}

/** Tasks completed within [from, to) (ISO UTC instants). */
export function listTasksCompletedBetween(db: Db, from: string, to: string): Promise<TaskRow[]> {
  return tasksWithProject(db)
    .where('tasks.status', '=', 'completed')
    .where('tasks.completed_at', '>=', from)
    .where('tasks.completed_at', '<', to)
    .orderBy('tasks.completed_at')
    .execute();
}

export function listPendingTasks(db: Db, limit: number): Promise<TaskRow[]> {
  return tasksWithProject(db)
    .where('tasks.status', '=', 'pending')
    .orderBy('tasks.created_at')
    .limit(limit)
    .execute();
}

export async function countPendingTasks(db: Db): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface ActivityRow {
  project: string;
  date: string;
  count: number;
}

/** Update counts per project and day within the range. */
export async function countUpdatesPerProjectDay(db: Db, range: DateRange): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom('updates')
    .innerJoin('projects', 'projects.id', 'updates.project_id')
    .select((eb) => [
      'projects.name as project',
      'updates.date as date',
      eb.fn.countAll<number>().as('count'),
    ])
    .where('updates.date', '>=', range.startDate)
    .where('updates.date', '<=', range.endDate)
    .groupBy(['updates.project_id', 'projects.name', 'updates.date'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Names of the projects that have at least one update, sorted. */
export async function listProjectNamesWithUpdates(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('projects')
    .select('name')
    .distinct()
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('updates')
          .select('updates.id')
          .whereRef('updates.project_id', '=', 'projects.id'),
      ),
    )
    .execute();
  return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));
}
