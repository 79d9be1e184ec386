import type { DateRange } from '../../../core/summary-range.js';
import type { Db } from '../../db/database.js';
import { memberProjectIds, type ProjectScope } from '../../db/project-scope.js';
import { clientSeesUpdate } from '../../db/update-audience.js';
import { readSharedTaskEvents } from '../../settings/settings.js';
import type { Stamp } from '../../lib/kept-by-revision.js';
import type { TaskEvent } from '../../../core/schemas/update.js';

// Every read here is bounded by a date range (updates_date_created index), a
// status (tasks_status_* indexes) or a limit: nothing scans all updates.

export interface UpdateRow {
  id: string;
  note: string;
  date: string;
  createdAt: string;
  project: string;
  /** note | task (issue 18): summaries count task events apart from notes. */
  kind: string;
  /** The daily log's weather and crew (JSON text) and which sections clients see (issue 19). */
  weather: string | null;
  crew: string | null;
  sectionVisibility: string | null;
}

function updatesWithProject(db: Db) {
  return db
    .selectFrom('updates')
    .innerJoin('projects', 'projects.id', 'updates.project_id')
    .leftJoin('update_sections', 'update_sections.update_id', 'updates.id')
    .select([
      'updates.id as id',
      'updates.note as note',
      'updates.date as date',
      'updates.created_at as createdAt',
      'projects.name as project',
      'updates.kind as kind',
      'update_sections.weather as weather',
      'update_sections.crew as crew',
      'update_sections.visibility as sectionVisibility',
    ]);
}

/**
 * Who will read what is listed: `client` leaves internal updates out (issue 16), and
 * the task events the owner does not share (issue 18).
 */
export type Audience = 'team' | 'client';

/** What the audience sees: the team every update, a client theirs and the task events shared. */
export type Seen = 'team' | readonly TaskEvent[];

export async function seenBy(db: Db, audience: Audience): Promise<Seen> {
  return audience === 'client' ? readSharedTaskEvents(db) : 'team';
}

/** The updates `seen`, as a where clause (none for the team). */
function seenFilter(seen: Seen) {
  return seen === 'team' ? null : clientSeesUpdate('updates', seen);
}

/** An update's stamp with what the summaries order it by (date, then time written, then id). */
export interface DatedStamp extends Stamp {
  readonly date: string;
  readonly createdAt: string;
}

/**
 * The stamps of the updates dated within the range, optionally of one project only: what
 * the audience (and a field user) sees; with `among`, only those of these updates (at most
 * `IDS_PER_STATEMENT`). The rows themselves are kept between builds by revision
 * (summary-rows.ts).
 */
export async function listUpdateStampsBetween(
  db: Db,
  range: DateRange,
  projectId: string | undefined,
  seen: Seen,
  scope: ProjectScope = null,
  among?: readonly string[],
): Promise<DatedStamp[]> {
  const filter = seenFilter(seen);
  return (
    db
      .selectFrom('updates')
      .select([
        'updates.id as id',
        'updates.revision as revision',
        'updates.date as date',
        'updates.created_at as createdAt',
      ])
      .$if(projectId !== undefined, (qb) =>
        qb.where('updates.project_id', '=', projectId as string),
      )
      .$if(filter !== null, (qb) => qb.where(filter!))
      // A field user's summaries cover their projects only (decision 150).
      .$if(scope !== null, (qb) =>
        qb.where('updates.project_id', 'in', memberProjectIds(db, scope!)),
      )
      // By id first: the planner would otherwise walk the whole range by its date.
      .$if(among !== undefined, (qb) => qb.where('updates.id', 'in', among as string[]))
      .where('updates.date', '>=', range.startDate)
      .where('updates.date', '<=', range.endDate)
      .execute()
  );
}

/** The ids of every update changed (or added) since the change number `changedAfter`. */
export async function listUpdatesChangedAfter(db: Db, changedAfter: number): Promise<string[]> {
  const rows = await db
    .selectFrom('updates')
    .select('id')
    .where('revision', '>', changedAfter)
    .execute();
  return rows.map((row) => row.id);
}

/** An update as the summaries list it, without its project's name (read apart, by version). */
export type SummaryRow = Omit<UpdateRow, 'project'> & { projectId: string };

/** These updates' rows and revisions (at most `IDS_PER_STATEMENT` ids). */
export async function readSummaryRows(db: Db, ids: readonly string[]) {
  const rows = await db
    .selectFrom('updates')
    .leftJoin('update_sections', 'update_sections.update_id', 'updates.id')
    .select([
      'updates.id as id',
      'updates.revision as revision',
      'updates.note as note',
      'updates.date as date',
      'updates.created_at as createdAt',
      'updates.project_id as projectId',
      'updates.kind as kind',
      'update_sections.weather as weather',
      'update_sections.crew as crew',
      'update_sections.visibility as sectionVisibility',
    ])
    .where('updates.id', 'in', ids)
    .execute();
  return rows.map(({ id, revision, ...row }) => ({
    id,
    revision,
    value: { id, ...row } satisfies SummaryRow,
  }));
}

/** Every project's name by id. */
export async function listProjectNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('projects').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The newest updates, optionally of the projects with one name. */
export async function listNewestUpdates(
  db: Db,
  limit: number,
  projectName: string | null,
  audience: Audience = 'team',
): Promise<UpdateRow[]> {
  const filter = seenFilter(await seenBy(db, audience));
  return updatesWithProject(db)
    .$if(projectName !== null, (qb) => qb.where('projects.name', '=', projectName as string))
    .$if(filter !== null, (qb) => qb.where(filter!))
    .orderBy('updates.date', 'desc')
    .orderBy('updates.created_at', 'desc')
    .limit(limit)
    .execute();
}

export interface TaskRow {
  title: string;
  dueDate: string | null;
  project: string;
}

function tasksWithProject(db: Db, scope: ProjectScope) {
  return db
    .selectFrom('tasks')
    .innerJoin('projects', 'projects.id', 'tasks.project_id')
    .$if(scope !== null, (qb) => qb.where('tasks.project_id', 'in', memberProjectIds(db, scope!)))
    .select(['tasks.title as title', 'tasks.due_date as dueDate', 'projects.name as project']);
}

/** Tasks completed within [from, to) (ISO UTC instants). */
export function listTasksCompletedBetween(
  db: Db,
  from: string,
  to: string,
  scope: ProjectScope = null,
): Promise<TaskRow[]> {
  return tasksWithProject(db, scope)
    .where('tasks.status', '=', 'completed')
    .where('tasks.completed_at', '>=', from)
    .where('tasks.completed_at', '<', to)
    .orderBy('tasks.completed_at')
    .execute();
}

export function listPendingTasks(
  db: Db,
  limit: number,
  scope: ProjectScope = null,
): Promise<TaskRow[]> {
  return tasksWithProject(db, scope)
    .where('tasks.status', '=', 'pending')
    .orderBy('tasks.created_at')
    .limit(limit)
    .execute();
}

export interface ActivityRow {
  project: string;
  date: string;
  count: number;
}

/** Update counts per project and day within the range. */
export async function countUpdatesPerProjectDay(
  db: Db,
  range: DateRange,
  scope: ProjectScope = null,
): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom('updates')
    .innerJoin('projects', 'projects.id', 'updates.project_id')
    .$if(scope !== null, (qb) => qb.where('updates.project_id', 'in', memberProjectIds(db, scope!)))
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
