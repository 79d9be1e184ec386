import type { Db } from '../../db/database.js';
import { readInChunks } from '../../db/in-chunks.js';
import { memberProjectIds, type ProjectScope } from '../../db/project-scope.js';
import type { UpdateSectionsTable } from '../../db/schema.js';
import { type StoredSections } from '../../../core/stored-sections.js';

// The daily log's statements: the sections side table (one row per update that has
// any), the project's site, and the rows the delay summary and weekly report read.

/** Stored sections of the given updates, by update id (updates without a row are absent). */
export async function findSections(
  db: Db,
  updateIds: readonly string[],
): Promise<Map<string, StoredSections>> {
  const rows = await readInChunks(updateIds, (ids) =>
    db.selectFrom('update_sections').selectAll().where('update_id', 'in', ids).execute(),
  );
  return new Map(rows.map((row) => [row.update_id, row]));
}

export type SectionColumns = Partial<Omit<UpdateSectionsTable, 'update_id' | 'updated_at'>>;

/** Sets the given columns of an update's sections, creating its row when it has none. */
export async function upsertSections(
  trx: Db,
  updateId: string,
  columns: SectionColumns,
  now: string,
): Promise<void> {
  await trx
    .insertInto('update_sections')
    .values({ update_id: updateId, ...columns, updated_at: now })
    .onConflict((oc) => oc.column('update_id').doUpdateSet({ ...columns, updated_at: now }))
    .execute();
}

export interface ProjectSite {
  id: string;
  name: string;
  address: string | null;
  client_name: string;
  latitude_e6: number | null;
  longitude_e6: number | null;
}

/** The project with its location; undefined when unknown or outside a field user's projects. */
export function findProjectSite(
  db: Db,
  id: string,
  scope: ProjectScope = null,
): Promise<ProjectSite | undefined> {
  return db
    .selectFrom('projects as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .select([
      'p.id',
      'p.name',
      'p.address',
      'c.name as client_name',
      'p.latitude_e6',
      'p.longitude_e6',
    ])
    .where('p.id', '=', id)
    .$if(scope !== null, (q) => q.where('p.id', 'in', memberProjectIds(db, scope!)))
    .executeTakeFirst();
}

export interface ContactRef {
  id: string;
  name: string;
  company: string | null;
  type: string;
}

export async function findContacts(db: Db, ids: readonly string[]): Promise<ContactRef[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'company', 'type'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The newest log of the project (before a day, when given) that has a crew. */
export function findLastCrew(db: Db, projectId: string, before: string | undefined) {
  return db
    .selectFrom('updates as u')
    .innerJoin('update_sections as s', 's.update_id', 'u.id')
    .select(['u.id', 'u.date', 's.crew'])
    .where('u.project_id', '=', projectId)
    .where('s.crew', 'is not', null)
    .$if(before !== undefined, (q) => q.where('u.date', '<', before!))
    .orderBy('u.date', 'desc')
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface LogRow {
  id: string;
  date: string;
  note: string;
  created_at: string;
  weather: string | null;
  crew: string | null;
  delays: string | null;
  visitors: string | null;
  deliveries: string | null;
  safety: string | null;
}

/** A project's updates within the range with their sections, oldest first. */
export function listProjectLog(
  db: Db,
  projectId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<LogRow[]> {
  return db
    .selectFrom('updates as u')
    .leftJoin('update_sections as s', 's.update_id', 'u.id')
    .select([
      'u.id',
      'u.date',
      'u.note',
      'u.created_at',
      's.weather',
      's.crew',
      's.delays',
      's.visitors',
      's.deliveries',
      's.safety',
    ])
    .where('u.project_id', '=', projectId)
    .$if(range.from !== undefined, (q) => q.where('u.date', '>=', range.from!))
    .$if(range.to !== undefined, (q) => q.where('u.date', '<=', range.to!))
    .orderBy('u.date')
    .orderBy('u.created_at')
    .orderBy('u.id')
    .execute();
}

/** Delay sections of a project's updates within the range (only updates that have one). */
export function listProjectDelays(
  db: Db,
  projectId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<{ date: string; delays: string | null }[]> {
  return db
    .selectFrom('updates as u')
    .innerJoin('update_sections as s', 's.update_id', 'u.id')
    .select(['u.date', 's.delays'])
    .where('u.project_id', '=', projectId)
    .where('s.delays', 'is not', null)
    .$if(range.from !== undefined, (q) => q.where('u.date', '>=', range.from!))
    .$if(range.to !== undefined, (q) => q.where('u.date', '<=', range.to!))
    .orderBy('u.date')
    .execute();
}
