import { normalizeChecklist } from '../../../core/checklist.js';
import {
  EMPTY_SECTIONS,
  toPublicDailyLog,
  type PublicDailyLog,
} from '../../../core/schemas/daily-log.js';
import type { Db } from '../../db/database.js';
import { clientSeesRow } from '../../db/update-audience.js';
import { readSharedTaskEvents } from '../../settings/settings.js';
import { KeptUpdates } from './kept-updates.js';
import * as q from './updates.queries.js';
import type { FileRow } from '../../db/update-files.js';

// What other rooms (the client portal) may read of a project's updates: only the
// client-visible ones (issue 16). The caller builds its own public shape from these.

export interface ClientUpdate {
  id: string;
  date: string;
  note: string;
  /** JSON text of the items, or null. */
  checklist: string | null;
  files: { id: string; name: string; contentType: string }[];
  /** Weather and the daily log sections switched client-visible (decision 190). */
  dailyLog: PublicDailyLog;
}

/** The portal's updates: nothing joined is in them, so only their revisions move them. */
const keptClientUpdates = new KeptUpdates<ClientUpdate>([], (row, files = [], sections) => ({
  id: row.id,
  date: row.date,
  note: row.note,
  checklist: normalizeChecklist(row.checklist),
  files: files.map((file) => ({ id: file.id, name: file.name, contentType: file.content_type })),
  dailyLog: toPublicDailyLog(sections ?? EMPTY_SECTIONS),
}));

/** One project's client-visible updates, newest first. */
export async function listClientVisibleUpdates(
  db: Db,
  projectId: string,
  range: { from?: string | undefined; to?: string | undefined; limit?: number | undefined },
): Promise<ClientUpdate[]> {
  const clientTaskEvents = await readSharedTaskEvents(db);
  return keptClientUpdates.list(db, { ...range, projectId, clientTaskEvents });
}

/** A file of one of the project's client-visible updates, or undefined. */
export async function findClientVisibleFile(
  db: Db,
  projectId: string,
  fileId: string,
): Promise<FileRow | undefined> {
  const file = await q.findFileWithUpdate(db, fileId);
  if (!file || file.project_id !== projectId) return undefined;
  if (!clientSeesRow(file, await readSharedTaskEvents(db))) return undefined;
  return file;
}
