import {
  normalizeChecklist,
  type ChecklistItem,
  type ChecklistItemPatch,
} from '../../../core/checklist.js';
import { isSingleLine } from '../../../core/schemas/text.js';
import type {
  Update,
  UpdateEditInput,
  UpdateInput,
  UpdatesQuery,
} from '../../../core/schemas/update.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { withChecklistItem } from '../../lib/checklist-item.js';
import { HttpError } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { removeStoredFiles } from '../../lib/storage.js';
import type { UploadedFile } from './update-upload.js';
import { toUpdate } from './updates.mapper.js';
import * as q from './updates.queries.js';

// Rules for writing updates. Files are already on disk when these run: every
// path either commits the rows or removes the new files; files of removed rows
// are deleted only after the commit.

async function requireProject(db: q.DbOrTrx, projectId: string) {
  if (!(await q.projectExists(db, projectId))) {
    throw new HttpError(400, 'projectId: no project with this id');
  }
}

const fileRows = (updateId: string, files: readonly UploadedFile[]) =>
  files.map((file) => ({
    id: newId(),
    update_id: updateId,
    name: file.name,
    size: file.size,
    content_type: file.contentType,
    storage_key: file.key,
    created_at: nowIso(),
  }));

/** Runs the write; on any failure the upload's files are removed. */
async function withUploadCleanup<T>(
  dataDir: string,
  files: readonly UploadedFile[],
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    await removeStoredFiles(
      dataDir,
      files.map((file) => file.key),
    );
    throw error;
  }
}

export function createUpdate(
  db: Db,
  dataDir: string,
  fields: UpdateInput,
  files: readonly UploadedFile[],
): Promise<string> {
  return withUploadCleanup(dataDir, files, async () => {
    const checklist = normalizeChecklist(fields.checklist ?? null);
    const id = newId();
    const now = nowIso();
    await inTransaction(db, async (trx) => {
      await requireProject(trx, fields.projectId);
      await q.insertUpdate(trx, {
        id,
        project_id: fields.projectId,
        note: fields.note,
        date: fields.date,
        checklist,
        created_at: now,
        updated_at: now,
      });
      await q.insertFiles(trx, fileRows(id, files), 0);
    });
    return id;
  });
}

export async function editUpdate(
  db: Db,
  dataDir: string,
  id: string,
  fields: UpdateEditInput,
  files: readonly UploadedFile[],
) {
  const removeIds = fields.removeFileIds;
  const removedKeys = await withUploadCleanup(dataDir, files, async () => {
    const checklist =
      fields.checklist === undefined ? undefined : normalizeChecklist(fields.checklist);
    return inTransaction(db, async (trx) => {
      if (!(await q.findUpdate(trx, id))) throw new HttpError(404, 'Update not found');
      if (fields.projectId) await requireProject(trx, fields.projectId);
      await q.patchUpdate(trx, id, {
        ...(fields.projectId ? { project_id: fields.projectId } : {}),
        ...(fields.note !== undefined ? { note: fields.note } : {}),
        ...(fields.date !== undefined ? { date: fields.date } : {}),
        ...(checklist !== undefined ? { checklist } : {}),
        updated_at: nowIso(),
      });
      const keys = await q.deleteFiles(trx, id, removeIds);
      if (keys.length !== removeIds.length) {
        throw new HttpError(400, 'removeFileIds: a file is not attached to this update');
      }
      await q.insertFiles(trx, fileRows(id, files), await q.nextFilePosition(trx, id));
      return keys;
    });
  });
  await removeStoredFiles(dataDir, removedKeys);
}

/** The checklist toggle: the full list is re-sent; whatever was stored (even broken) is replaced. */
export async function replaceChecklist(db: Db, id: string, checklist: ChecklistItem[] | null) {
  const stored = normalizeChecklist(checklist);
  const found = await q.patchUpdate(db, id, { checklist: stored, updated_at: nowIso() });
  if (!found) throw new HttpError(404, 'Update not found');
}

/** One item's tick (decision 050), applied to the list as it is when the row is locked. */
export async function setChecklistItem(db: Db, id: string, change: ChecklistItemPatch) {
  await inTransaction(db, async (trx) => {
    // Writing the row first takes its lock, so concurrent ticks of other items wait.
    if (!(await q.patchUpdate(trx, id, { updated_at: nowIso() }))) {
      throw new HttpError(404, 'Update not found');
    }
    const stored = (await q.findUpdate(trx, id))?.checklist ?? null;
    await q.patchUpdate(trx, id, { checklist: withChecklistItem(stored, change) });
  });
}

export async function removeUpdate(db: Db, dataDir: string, id: string) {
  const keys = await inTransaction(db, (trx) => q.deleteUpdate(trx, id));
  if (keys === null) throw new HttpError(404, 'Update not found');
  await removeStoredFiles(dataDir, keys);
}

/** Opaque paging cursor: the position of the last update of a page. */
export function encodeCursor(position: q.UpdatePosition): string {
  return Buffer.from(JSON.stringify([position.date, position.createdAt, position.id])).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string): q.UpdatePosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // A forged cursor must not carry control characters into a query (PostgreSQL refuses NUL).
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value.every((v) => typeof v === 'string' && isSingleLine(v))
    ) {
      const [date, createdAt, id] = value as [string, string, string];
      return { date, createdAt, id };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, 'cursor: is not a valid page cursor');
}

/** One update with its files, as the API returns it. */
export async function readUpdate(db: Db, id: string): Promise<Update> {
  const row = await q.findUpdate(db, id);
  if (!row) throw new HttpError(404, 'Update not found');
  const files = await q.filesOfUpdates(db, [id]);
  return toUpdate(row, files.get(id));
}

/** A page of the list, newest first, and the cursor of the next page when one follows. */
export async function listUpdatePage(
  db: Db,
  query: UpdatesQuery,
): Promise<{ updates: Update[]; nextCursor: string | null }> {
  const { cursor, limit, ...filter } = query;
  // One extra row tells whether another page follows.
  const rows = await q.listUpdates(db, {
    ...filter,
    limit: limit === undefined ? undefined : limit + 1,
    after: cursor ? decodeCursor(cursor) : undefined,
  });
  const page = limit === undefined ? rows : rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    limit !== undefined && rows.length > limit && last
      ? encodeCursor({ date: last.date, createdAt: last.created_at, id: last.id })
      : null;
  const files = await q.filesOfUpdates(
    db,
    page.map((row) => row.id),
  );
  return { updates: page.map((row) => toUpdate(row, files.get(row.id))), nextCursor };
}
