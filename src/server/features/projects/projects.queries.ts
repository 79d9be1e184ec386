import type {
  ClientProjectCounts,
  Project,
  ProjectOption,
  ProjectStatus,
} from '../../../core/schemas/project.js';
import type { UpdateVisibility } from '../../../core/schemas/update.js';
import type { Db } from '../../db/database.js';
import { memberProjectIds, type ProjectScope } from '../../db/project-scope.js';
import { newId, nowIso } from '../../lib/ids.js';

/** Stored fields of a project, as the routes hand them over (clientName is joined, not stored). */
export interface ProjectValues {
  name: string;
  clientId: string;
  status: ProjectStatus;
  address: string | null;
  startDate: string | null;
  endDate: string | null;
  description: string | null;
  /** Left out: client on a create, unchanged on an edit (issue 16). */
  defaultUpdateVisibility?: UpdateVisibility | undefined;
  /** Degrees; left out: unchanged on an edit; null: no location (issue 19). */
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/** Degrees are stored as integer millionths (decision 190): both dialects read them alike. */
const microdegrees = (value: number | null) => (value === null ? null : Math.round(value * 1e6));
const degrees = (value: number | null) => (value === null ? null : value / 1e6);

const toColumns = (values: ProjectValues) => ({
  ...(values.defaultUpdateVisibility !== undefined && {
    default_update_visibility: values.defaultUpdateVisibility,
  }),
  ...(values.latitude !== undefined &&
    values.longitude !== undefined && {
      latitude_e6: microdegrees(values.latitude),
      longitude_e6: microdegrees(values.longitude),
    }),
  name: values.name,
  client_id: values.clientId,
  status: values.status,
  address: values.address,
  start_date: values.startDate,
  end_date: values.endDate,
  description: values.description,
});

// clientName comes from the contact at read time, so a rename shows everywhere.
function selectProjects(db: Db) {
  return db
    .selectFrom('projects')
    .innerJoin('clients', 'clients.id', 'projects.client_id')
    .select([
      'projects.id',
      'projects.name',
      'projects.client_id',
      'clients.name as client_name',
      'projects.status',
      'projects.address',
      'projects.start_date',
      'projects.end_date',
      'projects.description',
      'projects.default_update_visibility',
      'projects.latitude_e6',
      'projects.longitude_e6',
    ]);
}

type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['executeTakeFirstOrThrow']>>;

export function mapProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    clientId: row.client_id,
    clientName: row.client_name,
    status: row.status as ProjectStatus,
    address: row.address,
    startDate: row.start_date,
    endDate: row.end_date,
    description: row.description,
    defaultUpdateVisibility: row.default_update_visibility === 'internal' ? 'internal' : 'client',
    latitude: degrees(row.latitude_e6),
    longitude: degrees(row.longitude_e6),
  };
}

/** Every project, or a field user's own (their membership decides, decision 150). */
export function listProjects(db: Db, scope: ProjectScope = null) {
  return selectProjects(db)
    .$if(scope !== null, (q) => q.where('projects.id', 'in', memberProjectIds(db, scope!)))
    .orderBy('projects.created_at', 'desc')
    .orderBy('projects.id', 'desc')
    .execute();
}

/**
 * The pickers' projects (decision 213): the same people and order as listProjects, four
 * fields; with `clientId`, that client's only (the invoice form's, decision 262).
 */
export async function listProjectOptions(
  db: Db,
  scope: ProjectScope = null,
  clientId?: string,
): Promise<ProjectOption[]> {
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'name', 'status', 'default_update_visibility'])
    .$if(scope !== null, (q) => q.where('projects.id', 'in', memberProjectIds(db, scope!)))
    .$if(clientId !== undefined, (q) => q.where('projects.client_id', '=', clientId!))
    .orderBy('projects.created_at', 'desc')
    .orderBy('projects.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status as ProjectStatus,
    defaultUpdateVisibility: row.default_update_visibility === 'internal' ? 'internal' : 'client',
  }));
}

/** Each client's active projects (every status but Completed, decision 010); none: left out. */
export async function countActiveProjectsByClient(db: Db): Promise<ClientProjectCounts> {
  const rows = await db
    .selectFrom('projects')
    .select(['client_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', '!=', 'Completed')
    .groupBy('client_id')
    .orderBy('client_id')
    .execute();
  return rows.map((row) => ({ clientId: row.client_id, active: Number(row.count) }));
}

/**
 * The newest change of each project's updates, tasks or own fields, for the "Last activity"
 * sort (issue 18). Asked only when that sort is chosen, so the list itself stays one query.
 */
export async function listLastActivity(db: Db, scope: ProjectScope = null) {
  const newest = (table: 'updates' | 'tasks') =>
    db
      .selectFrom(table)
      .select(['project_id', (eb) => eb.fn.max('updated_at').as('at')])
      .$if(scope !== null, (q) => q.where('project_id', 'in', memberProjectIds(db, scope!)))
      .groupBy('project_id')
      .execute();
  const own = db
    .selectFrom('projects')
    .select(['id as project_id', 'updated_at as at'])
    .$if(scope !== null, (q) => q.where('id', 'in', memberProjectIds(db, scope!)))
    .execute();
  const latest = new Map<string, string>();
  for (const rows of await Promise.all([own, newest('updates'), newest('tasks')])) {
    for (const { project_id, at } of rows) {
      const seen = latest.get(project_id);
      if (at && (!seen || at > seen)) latest.set(project_id, at);
    }
  }
  return [...latest].map(([projectId, lastActivityAt]) => ({ projectId, lastActivityAt }));
}

export function findProject(db: Db, id: string, scope: ProjectScope = null) {
  return selectProjects(db)
    .where('projects.id', '=', id)
    .$if(scope !== null, (q) => q.where('projects.id', 'in', memberProjectIds(db, scope!)))
    .executeTakeFirst();
}

export async function insertProject(db: Db, values: ProjectValues): Promise<string> {
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('projects')
    .values({ id, ...toColumns(values), created_at: now, updated_at: now })
    .execute();
  return id;
}

export async function updateProject(db: Db, id: string, values: ProjectValues) {
  await db
    .updateTable('projects')
    .set({ ...toColumns(values), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export function findClientContact(db: Db, id: string) {
  return db.selectFrom('clients').select(['id', 'type']).where('id', '=', id).executeTakeFirst();
}

/** What goes with a project when it is deleted. */
export async function countProjectDependents(db: Db, id: string) {
  const count = (table: 'tasks' | 'updates' | 'invoices') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_id', '=', id)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  const files = db
    .selectFrom('update_files')
    .innerJoin('updates', 'updates.id', 'update_files.update_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('updates.project_id', '=', id)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
  const [tasks, updates, invoices, fileCount] = await Promise.all([
    count('tasks'),
    count('updates'),
    count('invoices'),
    files,
  ]);
  return { tasks, updates, files: fileCount, invoices };
}

/**
 * Deletes a project and everything under it; returns the storage keys of its files.
 * Run it in a transaction: all of it goes, or none.
 */
export async function deleteProjectTree(trx: Db, id: string): Promise<string[] | null> {
  const files = await trx
    .selectFrom('update_files')
    .innerJoin('updates', 'updates.id', 'update_files.update_id')
    .select('update_files.storage_key')
    .where('updates.project_id', '=', id)
    .execute();
  const updateIds = trx.selectFrom('updates').select('id').where('project_id', '=', id);
  await trx.deleteFrom('update_files').where('update_id', 'in', updateIds).execute();
  await trx.deleteFrom('updates').where('project_id', '=', id).execute();
  await trx.deleteFrom('tasks').where('project_id', '=', id).execute();
  await trx.deleteFrom('invoices').where('project_id', '=', id).execute();
  await trx.deleteFrom('project_members').where('project_id', '=', id).execute();
  const result = await trx.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return null;
  return files.map((file) => file.storage_key);
}

// Project members (issue 15): the people a field user must be to see the project.

const selectPeople = (db: Db) =>
  db.selectFrom('users').select(['users.id', 'users.name', 'users.username', 'users.role']);

export function listMembers(db: Db, projectId: string) {
  return selectPeople(db)
    .innerJoin('project_members', 'project_members.user_id', 'users.id')
    .where('project_members.project_id', '=', projectId)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/** The active people who could be members. */
export function listActivePeople(db: Db) {
  return selectPeople(db)
    .where('users.active', '=', 1)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

export async function countUsers(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Makes the member list exactly `userIds`; tasks of people who left lose their assignee. */
export async function replaceMembers(trx: Db, projectId: string, userIds: readonly string[]) {
  await trx.deleteFrom('project_members').where('project_id', '=', projectId).execute();
  if (userIds.length > 0) {
    const now = nowIso();
    await trx
      .insertInto('project_members')
      .values(
        userIds.map((userId) => ({
          id: newId(),
          project_id: projectId,
          user_id: userId,
          created_at: now,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('tasks')
    .set({ assignee_id: null })
    .where('project_id', '=', projectId)
    .where('assignee_id', 'is not', null)
    .$if(userIds.length > 0, (q) => q.where('assignee_id', 'not in', userIds))
    .execute();
}

/** Takes the project row's lock (PostgreSQL) or the write lock (SQLite); false when none. */
export async function lockProject(trx: Db, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('projects')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
