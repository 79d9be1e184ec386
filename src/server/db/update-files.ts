import type { Kysely } from 'kysely';
import { readInChunks } from './in-chunks.js';
import type { DB, UpdateFilesTable } from './schema.js';

// The files attached to updates, read by the updates list, the share page and portal, the
// summaries' e-mails and the weekly report: one statement for all of them.

export type FileRow = Pick<
  UpdateFilesTable,
  'id' | 'update_id' | 'name' | 'size' | 'content_type' | 'storage_key'
>;

/** The files of these updates by update id, each update's in upload order. */
export async function filesOfUpdates(
  db: Kysely<DB>,
  updateIds: readonly string[],
): Promise<Map<string, FileRow[]>> {
  const rows = await readInChunks(updateIds, (ids) =>
    db
      .selectFrom('update_files')
      .select(['id', 'update_id', 'name', 'size', 'content_type', 'storage_key'])
      .where('update_id', 'in', ids)
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  );
  const byUpdate = new Map<string, FileRow[]>();
  for (const row of rows) {
    const list = byUpdate.get(row.update_id);
    if (list) list.push(row);
    else byUpdate.set(row.update_id, [row]);
  }
  return byUpdate;
}
