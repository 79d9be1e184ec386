import {
  parseChecklist,
  serializeChecklist,
  type ChecklistItemPatch,
} from '../../core/checklist.js';
import type { Db } from '../db/database.js';
import { HttpError } from './http-error.js';
import { nowIso } from './ids.js';

/**
 * Sets one checklist item of a task or update. The first statement writes the row
 * (updated_at), which takes its lock (PostgreSQL row lock, SQLite write lock) for
 * the rest of the transaction, so a concurrent change of another item waits and
 * then reads the list this one wrote: no tick is lost. False when the row is gone.
 */
export async function setChecklistItem(
  db: Db,
  table: 'tasks' | 'updates',
  id: string,
  change: ChecklistItemPatch,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const locked = await trx
      .updateTable(table as 'tasks')
      .set({ updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    if (locked.numUpdatedRows === 0n) return false;
    const row = await trx
      .selectFrom(table as 'tasks')
      .select('checklist')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const items = parseChecklist(row.checklist);
    if (change.index >= items.length) {
      throw new HttpError(
        400,
        `checklistItem.index: the checklist has ${items.length} item${items.length === 1 ? '' : 's'}`,
      );
    }
    items[change.index] = { ...items[change.index]!, completed: change.completed };
    await trx
      .updateTable(table as 'tasks')
      .set({ checklist: serializeChecklist(items) })
      .where('id', '=', id)
      .execute();
    return true;
  });
}
