import {
  normalizeChecklist,
  parseChecklist,
  type ChecklistItem,
  type ChecklistItemPatch,
} from '../../../core/checklist.js';
import type { User } from '../../../core/schemas/auth.js';
import type {
  Update,
  UpdateEditInput,
  UpdateInput,
  UpdatesQuery,
} from '../../../core/schemas/update.js';
import type { Db } from '../../db/database.js';
import { projectScopeOf, type ProjectScope } from '../../db/project-scope.js';
import { inTransaction } from '../../db/transaction.js';
import { withChecklistItem } from '../../lib/checklist-item.js';
import { HttpError } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor.js';
import { removeStoredFiles } from '../../lib/storage.js';
import { quoted, recordActivity } from '../activity/index.js';
import { prepareSections, writeSections, type WeatherEnv } from '../daily-log/index.js';
import type { UploadedFile } from './update-upload.js';
import { buildUpdates, KeptUpdates } from './kept-updates.js';
import { toUpdate } from './updates.mapper.js';
import * as q from './updates.queries.js';

// Rules for writing updates. Files are already on disk when these run: every
// path either commits the rows or removes the new files; files of removed rows
// are deleted only after the commit.

/** A project outside a field user's own reads exactly like one that does not exist. */
async function requireProject(db: q.DbOrTrx, projectId: string, scope: ProjectScope = null) {
  if (!(await q.projectExists(db, projectId, scope))) {
    throw new HttpError(400, 'projectId: no project with this id');
  }
}

export const OWN_UPDATES_MESSAGE =
  'A field account can edit and delete only the updates it wrote; it can tick any checklist.';

/**
 * The update as the person may change it: 404 when it is not there for them (a
 * field user's other projects included), 403 when a field user may tick its
 * checklist but not edit it (someone else wrote it).
 */
async function updateToChange(trx: q.DbOrTrx, id: string, user: User, edit: boolean) {
  const row = await q.findUpdate(trx, id, projectScopeOf(user));
  if (!row) throw new HttpError(404, 'Update not found');
  if (edit && user.role === 'field' && row.created_by !== user.id) {
    throw new HttpError(403, OWN_UPDATES_MESSAGE);
  }
  return row;
}

/** The same items in the same order, at most their ticks changed. */
const onlyTicksDiffer = (stored: string | null, next: ChecklistItem[] | null) => {
  const before = parseChecklist(stored).map((item) => item.text);
  const after = (next ?? []).map((item) => item.text);
  return before.length === after.length && before.every((text, i) => text === after[i]);
};

/** The project's defaultUpdateVisibility; also checks that the project exists. */
async function projectDefaultVisibility(db: q.DbOrTrx, projectId: string) {
  const visibility = await q.projectDefaultVisibility(db, projectId);
  if (visibility === undefined) throw new HttpError(400, 'projectId: no project with this id');
  return visibility === 'internal' ? 'internal' : 'client';
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
  user: User,
  env: WeatherEnv,
): Promise<string> {
  return withUploadCleanup(dataDir, files, async () => {
    const checklist = normalizeChecklist(fields.checklist ?? null);
    const id = newId();
    const now = nowIso();
    // The daily log sections, weather filled in, before any row is locked (decision 190).
    await requireProject(db, fields.projectId, projectScopeOf(user));
    const sections = await prepareSections(db, env, fields, fields, null);
    await inTransaction(db, async (trx) => {
      await requireProject(trx, fields.projectId, projectScopeOf(user));
      const visibility =
        fields.visibility ?? (await projectDefaultVisibility(trx, fields.projectId));
      await q.insertUpdate(trx, {
        id,
        project_id: fields.projectId,
        note: fields.note,
        date: fields.date,
        checklist,
        created_at: now,
        updated_at: now,
        visibility,
        created_by: user.id,
      });
      await q.insertFiles(trx, fileRows(id, files), 0);
      await writeSections(trx, id, sections);
      await recordActivity(trx, user, {
        action: 'update.created',
        entityType: 'update',
        entityId: id,
        projectId: fields.projectId,
        summary: `added update ${quoted(fields.note)}`,
      });
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
  user: User,
  env: WeatherEnv,
) {
  const removeIds = fields.removeFileIds;
  const removedKeys = await withUploadCleanup(dataDir, files, async () => {
    const checklist =
      fields.checklist === undefined ? undefined : normalizeChecklist(fields.checklist);
    // The daily log sections, before any row is locked: a moved log may fetch weather.
    const scope = projectScopeOf(user);
    const current = await q.findUpdate(db, id, scope);
    if (fields.projectId) await requireProject(db, fields.projectId, scope);
    const sections = current
      ? await prepareSections(
          db,
          env,
          { projectId: fields.projectId ?? current.project_id, date: fields.date ?? current.date },
          fields,
          { updateId: id, projectId: current.project_id, date: current.date },
        )
      : { columns: {}, fetched: null };
    return inTransaction(db, async (trx) => {
      const before = await updateToChange(trx, id, user, true);
      if (fields.projectId) await requireProject(trx, fields.projectId, projectScopeOf(user));
      await q.patchUpdate(trx, id, {
        ...(fields.projectId ? { project_id: fields.projectId } : {}),
        ...(fields.note !== undefined ? { note: fields.note } : {}),
        ...(fields.date !== undefined ? { date: fields.date } : {}),
        ...(checklist !== undefined ? { checklist } : {}),
        ...(fields.visibility !== undefined ? { visibility: fields.visibility } : {}),
        updated_at: nowIso(),
      });
      const keys = await q.deleteFiles(trx, id, removeIds);
      if (keys.length !== removeIds.length) {
        throw new HttpError(400, 'removeFileIds: a file is not attached to this update');
      }
      await q.insertFiles(trx, fileRows(id, files), await q.nextFilePosition(trx, id));
      await writeSections(trx, id, sections);
      await recordActivity(trx, user, {
        action: 'update.edited',
        entityType: 'update',
        entityId: id,
        projectId: fields.projectId ?? before.project_id,
        summary: `edited update ${quoted(fields.note ?? before.note)}`,
      });
      return keys;
    });
  });
  await removeStoredFiles(dataDir, removedKeys);
}

async function recordTick(trx: q.DbOrTrx, user: User, row: q.UpdateRow) {
  await recordActivity(trx, user, {
    action: 'update.edited',
    entityType: 'update',
    entityId: row.id,
    projectId: row.project_id,
    summary: `ticked the checklist of update ${quoted(row.note)}`,
  });
}

/**
 * The checklist toggle: the full list is re-sent; whatever was stored (even broken) is
 * replaced. A field user may send it for someone else's update only to tick items.
 */
export async function replaceChecklist(
  db: Db,
  id: string,
  checklist: ChecklistItem[] | null,
  user: User,
) {
  const stored = normalizeChecklist(checklist);
  await inTransaction(db, async (trx) => {
    const row = await updateToChange(trx, id, user, false);
    if (!onlyTicksDiffer(row.checklist, checklist)) await updateToChange(trx, id, user, true);
    await q.patchUpdate(trx, id, { checklist: stored, updated_at: nowIso() });
    await recordTick(trx, user, row);
  });
}

/** One item's tick (decision 050), applied to the list as it is when the row is locked. */
export async function setChecklistItem(db: Db, id: string, change: ChecklistItemPatch, user: User) {
  await inTransaction(db, async (trx) => {
    // Writing the row first takes its lock, so concurrent ticks of other items wait.
    // An update a field user may not see rolls back with the 404, like a missing one.
    if (!(await q.patchUpdate(trx, id, { updated_at: nowIso() }))) {
      throw new HttpError(404, 'Update not found');
    }
    const row = await updateToChange(trx, id, user, false);
    await q.patchUpdate(trx, id, { checklist: withChecklistItem(row.checklist, change) });
    await recordTick(trx, user, row);
  });
}

export async function removeUpdate(db: Db, dataDir: string, id: string, user: User) {
  const keys = await inTransaction(db, async (trx) => {
    const row = await updateToChange(trx, id, user, true);
    const deleted = await q.deleteUpdate(trx, id);
    if (deleted === null) throw new HttpError(404, 'Update not found');
    await recordActivity(trx, user, {
      action: 'update.deleted',
      entityType: 'update',
      entityId: id,
      projectId: row.project_id,
      summary: `deleted update ${quoted(row.note)}`,
    });
    return deleted;
  });
  await removeStoredFiles(dataDir, keys);
}

/** One update with its files, as the API returns it. */
export async function readUpdate(db: Db, id: string, scope: ProjectScope = null): Promise<Update> {
  const row = await q.findUpdate(db, id, scope);
  if (!row) throw new HttpError(404, 'Update not found');
  const [update] = await buildUpdates(db, [row], toUpdate);
  return update!;
}

/** A page of the list, newest first, and the cursor of the next page when one follows. */
const updatePosition = ([date, createdAt, id]: string[]): q.UpdatePosition => ({
  date: date!,
  createdAt: createdAt!,
  id: id!,
});

/** Each update as the API shows it: the names of its project and author are in it. */
const keptUpdates = new KeptUpdates<Update>(['projects', 'users'], toUpdate);

export async function listUpdatePage(
  db: Db,
  query: UpdatesQuery,
  scope: ProjectScope = null,
): Promise<{ updates: Update[]; nextCursor: string | null }> {
  const { cursor, limit, ...filter } = query;
  const version = await keptUpdates.version(db);
  // One extra row tells whether another page follows.
  const stamps = await q.listUpdateStamps(db, {
    ...filter,
    scope,
    limit: limit === undefined ? undefined : limit + 1,
    after: cursor ? updatePosition(decodePageCursor(cursor, 3)) : undefined,
  });
  const page = limit === undefined ? stamps : stamps.slice(0, limit);
  const updates = await keptUpdates.valuesOf(db, version, page);
  const last = updates.at(-1);
  const nextCursor =
    limit !== undefined && stamps.length > limit && last
      ? encodePageCursor([last.date, last.createdAt, last.id])
      : null;
  return { updates, nextCursor };
}
