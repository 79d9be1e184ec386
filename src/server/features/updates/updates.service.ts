import { z } from 'zod';
import {
  checklistItemSchema,
  MAX_CHECKLIST_ITEMS,
  serializeChecklist,
} from '../../../core/checklist.js';
import { idSchema } from '../../../core/schemas/common.js';
import { updateFieldsSchema } from '../../../core/schemas/update.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { removeStoredFiles } from '../../lib/storage.js';
import type { Upload } from './update-upload.js';
import * as q from './updates.queries.js';

// Rules for writing updates. Files are already on disk when these run: every
// path either commits the rows or removes the new files; files of removed rows
// are deleted only after the commit.

const checklistItemsSchema = z.array(checklistItemSchema).max(MAX_CHECKLIST_ITEMS);

/** A checklist as sent (JSON text, array or null) to the stored text; undefined = unchanged. */
export function checklistToStore(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      throw new HttpError(400, 'checklist: must be JSON text of a list of items');
    }
  }
  const parsed = checklistItemsSchema.safeParse(data);
  if (!parsed.success) {
    throw new HttpError(400, 'checklist: must be a list of items with text and completed');
  }
  return serializeChecklist(parsed.data);
}

/** `removeFileIds` may repeat, or hold a JSON array or comma-separated ids. */
export function parseRemoveFileIds(values: readonly string[] = []): string[] {
  const ids: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    if (!trimmed) continue;
    let list: unknown = trimmed.split(',');
    if (trimmed.startsWith('[')) {
      try {
        list = JSON.parse(trimmed);
      } catch {
        list = null;
      }
    }
    if (!Array.isArray(list)) throw new HttpError(400, 'removeFileIds: must be a list of file ids');
    for (const id of list) {
      const parsed = idSchema.safeParse(typeof id === 'string' ? id.trim() : id);
      if (!parsed.success) throw new HttpError(400, 'removeFileIds: must be a list of file ids');
      ids.push(parsed.data);
    }
  }
  return [...new Set(ids)];
}

/** The first value of each multipart field, validated like a JSON body would be. */
function fieldsOf<T extends z.ZodType>(schema: T, fields: Upload['fields']): z.infer<T> {
  const single = Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name !== 'removeFileIds')
      .map(([name, values]) => [name, values[0]]),
  );
  const parsed = schema.safeParse(single);
  if (!parsed.success) {
    const message = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
      .join('; ');
    throw new HttpError(400, message);
  }
  return parsed.data;
}

async function requireProject(db: q.DbOrTrx, projectId: string) {
  if (!(await q.projectExists(db, projectId))) {
    throw new HttpError(400, 'projectId: no project with this id');
  }
}

const fileRows = (updateId: string, upload: Upload) =>
  upload.files.map((file) => ({
    id: newId(),
    update_id: updateId,
    name: file.name,
    size: file.size,
    content_type: file.contentType,
    storage_key: file.key,
    created_at: nowIso(),
  }));

/** Runs the write; on any failure the upload's files are removed. */
async function withUploadCleanup<T>(dataDir: string, upload: Upload, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    await removeStoredFiles(
      dataDir,
      upload.files.map((file) => file.key),
    );
    throw error;
  }
}

export function createUpdate(db: Db, dataDir: string, upload: Upload): Promise<string> {
  return withUploadCleanup(dataDir, upload, async () => {
    const fields = fieldsOf(updateFieldsSchema, upload.fields);
    const checklist = checklistToStore(fields.checklist) ?? null;
    const id = newId();
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
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
      await q.insertFiles(trx, fileRows(id, upload), 0);
    });
    return id;
  });
}

export async function editUpdate(db: Db, dataDir: string, id: string, upload: Upload) {
  const removedKeys = await withUploadCleanup(dataDir, upload, async () => {
    const fields = fieldsOf(updateFieldsSchema.partial(), upload.fields);
    const removeIds = parseRemoveFileIds(upload.fields.removeFileIds);
    const checklist = checklistToStore(fields.checklist);
    return db.transaction().execute(async (trx) => {
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
      await q.insertFiles(trx, fileRows(id, upload), await q.nextFilePosition(trx, id));
      return keys;
    });
  });
  await removeStoredFiles(dataDir, removedKeys);
}

/** The checklist toggle: the full list is re-sent; whatever was stored (even broken) is replaced. */
export async function replaceChecklist(db: Db, id: string, checklist: unknown) {
  const stored = checklistToStore(checklist) ?? null;
  const found = await q.patchUpdate(db, id, { checklist: stored, updated_at: nowIso() });
  if (!found) throw new HttpError(404, 'Update not found');
}

export async function removeUpdate(db: Db, dataDir: string, id: string) {
  const keys = await db.transaction().execute((trx) => q.deleteUpdate(trx, id));
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
    if (Array.isArray(value) && value.length === 3 && value.every((v) => typeof v === 'string')) {
      const [date, createdAt, id] = value as [string, string, string];
      return { date, createdAt, id };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, 'cursor: is not a valid page cursor');
}
