import type { Project, ProjectStatus } from '../../../core/schemas/project.js';
import type { Db } from '../../db/database.js';
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
}

const toColumns = (values: ProjectValues) => ({
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
  };
}

export function listProjects(db: Db) {
  return selectProjects(db)
    .orderBy('projects.created_at', 'desc')
    .orderBy('projects.id', 'desc')
    .execute();
}

export function findProject(db: Db, id: string) {
  return selectProjects(db).where('projects.id', '=', id).executeTakeFirst();
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

/** Deletes a project and everything under it; returns the storage keys of its files. */
export async function deleteProjectTree(db: Db, id: string): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
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
    const result = await trx.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return null;
    return files.map((file) => file.storage_key);
  });
}
