import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, UpdateFilesTable, UpdatesTable } from '../../db/schema.js';

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
}

export type FileRow = Pick<
  UpdateFilesTable,
  'id' | 'update_id' | 'name' | 'size' | 'content_type' | 'storage_key'
>;

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
}

// Project name and address are joined at read time so a rename shows everywhere.
const selectUpdates = (db: DbOrTrx) =>
  db
    .selectFrom('updates as u')
    .innerJoin('projects as p', 'p.id', 'u.project_id')
    .select([
      'u.id',
      'u.project_id',
      'p.name as project',
      'p.address as project_address',
      'u.note',
      'u.date',
      'u.checklist',
      'u.created_at',
    ]);

export function listUpdates(db: Db, filter: UpdateFilter): Promise<UpdateRow[]> {
  const { from, to, projectId, limit, after } = filter;
  return selectUpdates(db)
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
    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
}

export function findUpdate(db: DbOrTrx, id: string): Promise<UpdateRow | undefined> {
  return selectUpdates(db).where('u.id', '=', id).executeTakeFirst();
}

/** Files of the given updates, in upload order. */
export async function filesOfUpdates(
  db: DbOrTrx,
  updateIds: readonly string[],
): Promise<Map<string, FileRow[]>> {
  const byUpdate = new Map<string, FileRow[]>();
  if (updateIds.length === 0) return byUpdate;
  const rows: FileRow[] = [];
  // Chunked: PostgreSQL and SQLite both cap bound parameters per statement.
  for (let i = 0; i < updateIds.length; i += 500) {
    const chunk = updateIds.slice(i, i + 500);
    rows.push(
      ...(await db
        .selectFrom('update_files')
        .select(['id', 'update_id', 'name', 'size', 'content_type', 'storage_key'])
        .where('update_id', 'in', chunk)
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .execute()),
    );
  }
  for (const row of rows) {
    const list = byUpdate.get(row.update_id) ?? [];
    list.push(row);
    byUpdate.set(row.update_id, list);
  }
  return byUpdate;
}

export function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  return db
    .selectFrom('update_files')
    .select(['id', 'update_id', 'name', 'size', 'content_type', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function projectExists(db: DbOrTrx, id: string): Promise<boolean> {
  const row = await db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function insertUpdate(trx: DbOrTrx, row: UpdatesTable): Promise<void> {
  await trx.insertInto('updates').values(row).execute();
}

export async function patchUpdate(
  trx: DbOrTrx,
  id: string,
  values: Partial<Omit<UpdatesTable, 'id' | 'created_at'>>,
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
