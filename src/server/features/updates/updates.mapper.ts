import { normalizeChecklist } from '../../../core/checklist.js';
import {
  EMPTY_SECTIONS,
  toPublicDailyLog,
  type DailyLogSections,
} from '../../../core/schemas/daily-log.js';
import { type PublicUpdate, type Update } from '../../../core/schemas/update.js';
import type { FileRow } from '../../db/update-files.js';
import type { UpdateRow } from './updates.queries.js';
import { isInlineImage } from '../../../core/updates.js';

// A stored checklist is shown as valid JSON or null, never broken text.

export function toUpdate(
  row: UpdateRow,
  files: readonly FileRow[] = [],
  sections: DailyLogSections = EMPTY_SECTIONS,
): Update {
  return {
    id: row.id,
    projectId: row.project_id,
    project: row.project,
    projectAddress: row.project_address || null,
    note: row.note,
    date: row.date,
    files: files.map((file) => file.name),
    attachments: files.map((file) => ({
      id: file.id,
      name: file.name,
      size: Number(file.size),
      contentType: file.content_type,
    })),
    checklist: normalizeChecklist(row.checklist),
    createdAt: row.created_at,
    createdBy: row.created_by ? { id: row.created_by, name: row.author ?? '' } : null,
    visibility: row.visibility === 'client' ? 'client' : 'internal',
    kind: row.kind === 'task' ? 'task' : 'note',
    taskEvent:
      row.task_event === 'created' || row.task_event === 'completed' ? row.task_event : null,
    taskId: row.task_id,
    ...sections,
  };
}

/**
 * Only what the share page shows: no project id, timestamps or file sizes; of the daily
 * log, the weather and the sections switched client-visible (decision 190).
 */
export function toPublicUpdate(
  row: UpdateRow,
  files: readonly FileRow[] = [],
  sections: DailyLogSections = EMPTY_SECTIONS,
): PublicUpdate {
  return {
    id: row.id,
    date: row.date,
    project: row.project,
    projectAddress: row.project_address || null,
    note: row.note,
    checklist: normalizeChecklist(row.checklist),
    files: files.map((file) => file.name),
    photos: files
      .filter((file) => isInlineImage(file.content_type))
      .map((file) => ({ id: file.id, name: file.name })),
    ...toPublicDailyLog(sections),
  };
}
