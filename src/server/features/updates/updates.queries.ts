import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FileRow } from '../../db/update-files.js';
import { memberProjectIds, type ProjectScope } from '../../db/project-scope.js';
import type { DB, UpdateFilesTable, UpdatesTable } from '../../db/schema.js';
import { clientSeesUpdate } from '../../db/update-audience.js';
import { type TaskEvent } from '../../../core/schemas/update.js';
import { INLINE_IMAGE_TYPES, type UpdateKind } from '../../../core/updates.js';
import type { Stamp } from '../../lib/kept-by-revision.js';

// Small named queries over updates and their files. Write functions take the
// transaction they run in.

export type DbOrTrx = Kysely<DB>;

export interface UpdateRow {
  id: string;
  project_id: string;
  project: string;
  project_address: string | null;
  note: string;
  date: string;
  checklist: string | null;
  created_at: string;
  visibility: string;
  /** note | task, and for a task event which event and task (issue 18). */
  kind: string;
  task_event: string | null;
  task_id: string | null;
  /** Who wrote it, and their name (joined, so a rename shows everywhere). */
  created_by: string | null;
  author: string | null;
}

/** Newest first: by date, then by when it was written, then by id (a total order for paging). */
export interface UpdatePosition {
  date: string;
  createdAt: string;
  id: string;
}

export interface UpdateFilter {
  from?: string | undefined;
  to?: string | undefined;
  projectId?: string | undefined;
  limit?: number | undefined;
  after?: UpdatePosition | undefined;
  /**
   * Only updates a client may see (the portal, share pages, e-mails): client-visible
   * notes and the task events the owner shares (Settings > Sharing, issue 18).
   */
  clientTaskEvents?: readonly TaskEvent[] | undefined;
  /** Only notes or only task events (issue 18). */
  kind?: UpdateKind | undefined;
  /** A field user's projects only (issue 15); null or absent: every project. */
  scope?: ProjectScope | undefined;
}

// Project name and address, and the author's name, are joined at read time so a
// rename shows everywhere.
const withNames = <Q extends ReturnType<typeof updatesAs>>(query: Q) =>
  query
    .innerJoin('projects as p', 'p.id', 'u.project_id')
    .leftJoin('users as w', 'w.id', 'u.created_by')
    .select([
      'u.id',
      'u.project_id',
      'p.name as project',
      'p.address as project_address',
      'u.note',
      'u.date',
      'u.checklist',
      'u.created_at',
      'u.visibility',
      'u.kind',
      'u.task_event',
      'u.task_id',
      'u.created_by',
      (eb) => eb.fn.coalesce('w.name', 'w.username').as('author'),
    ]);

const updatesAs = (db: DbOrTrx, scope: ProjectScope = null) =>
  db
    .selectFrom('updates as u')
    .$if(scope !== null, (q) => q.where('u.project_id', 'in', memberProjectIds(db, scope!)));

const selectUpdates = (db: DbOrTrx, scope: ProjectScope = null) => withNames(updatesAs(db, scope));

/** The updates the filter matches, newest first, limited: the list's rows without columns. */
function matching(db: Db, filter: UpdateFilter) {
  const { from, to, projectId, limit, after, clientTaskEvents, kind } = filter;
  return updatesAs(db, filter.scope ?? null)
    .$if(clientTaskEvents !== undefined, (q) => q.where(clientSeesUpdate('u', clientTaskEvents!)))
    .$if(kind !== undefined, (q) => q.where('u.kind', '=', kind!))
    .$if(from !== undefined, (q) => q.where('u.date', '>=', from!))
    .$if(to !== undefined, (q) => q.where('u.date', '<=', to!))
    .$if(projectId !== undefined, (q) => q.where('u.project_id', '=', projectId!))
    .$if(after !== undefined, (q) =>
      // The plain `date <=` bound lets the index start at the cursor (decision 060).
      q
        .where('u.date', '<=', after!.date)
        .where((eb) =>
          eb.or([
            eb('u.date', '<', after!.date),
            eb.and([eb('u.date', '=', after!.date), eb('u.created_at', '<', after!.createdAt)]),
            eb.and([
              eb('u.date', '=', after!.date),
              eb('u.created_at', '=', after!.createdAt),
              eb('u.id', '<', after!.id),
            ]),
          ]),
        ),
    )
    .orderBy('u.date', 'desc')
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .$if(limit !== undefined, (q) => q.limit(limit!));
}

export function listUpdates(db: Db, filter: UpdateFilter): Promise<UpdateRow[]> {
  return withNames(matching(db, filter)).execute();
}

/** The ids and revisions of the updates the filter matches, in the list's order. */
export function listUpdateStamps(db: Db, filter: UpdateFilter): Promise<Stamp[]> {
  return matching(db, filter).select(['u.id as id', 'u.revision as revision']).execute();
}

/** These updates' rows with their revisions (at most `IDS_PER_STATEMENT` ids). */
export function readUpdatesById(
  db: Db,
  ids: readonly string[],
): Promise<(UpdateRow & { revision: number })[]> {
  return selectUpdates(db).select('u.revision').where('u.id', 'in', ids).execute();
}

export function findUpdate(
  db: DbOrTrx,
  id: string,
  scope: ProjectScope = null,
): Promise<UpdateRow | undefined> {
  return selectUpdates(db, scope).where('u.id', '=', id).executeTakeFirst();
}

/** A file with what decides who may see it: its update's project and visibility. */
export function findFileWithUpdate(
  db: Db,
  id: string,
): Promise<
  | (FileRow & { project_id: string; visibility: string; kind: string; task_event: string | null })
  | undefined
> {
  return db
    .selectFrom('update_files as f')
    .innerJoin('updates as u', 'u.id', 'f.update_id')
    .select([
      'f.id',
      'f.update_id',
      'f.name',
      'f.size',
      'f.content_type',
      'f.storage_key',
      'u.project_id',
      'u.visibility',
      'u.kind',
      'u.task_event',
    ])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

/** What a new update of the project starts as; undefined when there is no such project. */
export async function projectDefaultVisibility(
  db: DbOrTrx,
  projectId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('projects')
    .select('default_update_visibility')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return row?.default_update_visibility;
}

export function findFile(
  db: Db,
  id: string,
  scope: ProjectScope = null,
): Promise<FileRow | undefined> {
  return db
    .selectFrom('update_files')
    .select(['id', 'update_id', 'name', 'size', 'content_type', 'storage_key'])
    .where('id', '=', id)
    .$if(scope !== null, (q) =>
      q.where('update_id', 'in', (eb) =>
        eb
          .selectFrom('updates')
          .select('updates.id')
          .where('updates.project_id', 'in', memberProjectIds(db, scope!)),
      ),
    )
    .executeTakeFirst();
}

/** A project's photos (inline image types), newest update first (issue 18). */
export function listProjectPhotos(db: Db, projectId: string, limit: number) {
  return db
    .selectFrom('update_files as f')
    .innerJoin('updates as u', 'u.id', 'f.update_id')
    .select([
      'f.id',
      'f.name',
      'f.content_type as contentType',
      'f.update_id as updateId',
      'u.date',
    ])
    .where('u.project_id', '=', projectId)
    .where('f.content_type', 'in', [...INLINE_IMAGE_TYPES])
    .orderBy('u.date', 'desc')
    .orderBy('u.created_at', 'desc')
    .orderBy('f.position')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

export async function projectExists(
  db: DbOrTrx,
  id: string,
  scope: ProjectScope = null,
): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', id)
    .$if(scope !== null, (q) => q.where('id', 'in', memberProjectIds(db, scope!)))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUpdate(trx: DbOrTrx, row: Insertable<UpdatesTable>): Promise<void> {
  await trx.insertInto('updates').values(row).execute();
}

export async function patchUpdate(
  trx: DbOrTrx,
  id: string,
  values: Omit<Updateable<UpdatesTable>, 'id' | 'created_at'>,
): Promise<boolean> {
  const result = await trx
    .updateTable('updates')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertFiles(
  trx: DbOrTrx,
  rows: Omit<UpdateFilesTable, 'position'>[],
  firstPosition: number,
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('update_files')
    .values(rows.map((row, i) => ({ ...row, position: firstPosition + i })))
    .execute();
}

/** Every stored file: the start-up sweep keeps these and removes the rest; the rendition pass finishes their renditions. */
export function listStoredFiles(db: Db): Promise<{ storage_key: string; content_type: string }[]> {
  return db.selectFrom('update_files').select(['storage_key', 'content_type']).execute();
}

export async function nextFilePosition(trx: DbOrTrx, updateId: string): Promise<number> {
  const row = await trx
    .selectFrom('update_files')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('update_id', '=', updateId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Deletes the chosen files of one update; returns their storage keys. */
export async function deleteFiles(
  trx: DbOrTrx,
  updateId: string,
  fileIds: readonly string[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await trx
    .deleteFrom('update_files')
    .where('update_id', '=', updateId)
    .where('id', 'in', fileIds)
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}

/** Deletes an update and its file rows; returns the storage keys, or null when unknown. */
export async function deleteUpdate(trx: DbOrTrx, id: string): Promise<string[] | null> {
  const files = await trx
    .deleteFrom('update_files')
    .where('update_id', '=', id)
    .returning('storage_key')
    .execute();
  const result = await trx.deleteFrom('updates').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) return null;
  return files.map((row) => row.storage_key);
}
