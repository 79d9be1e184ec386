import {
  parseChecklist,
  serializeChecklist,
  type ChecklistItemPatch,
} from '../../core/checklist.js';
import { HttpError } from './http-error.js';

/**
 * The stored checklist of a task or update with one item set to the sent state
 * (decision 050). Callers read `stored` in a transaction whose first statement
 * wrote the row, taking its lock (PostgreSQL row lock, SQLite write lock): a
 * concurrent change of another item waits, then reads the list this one wrote,
 * so no tick is lost.
 */
export function withChecklistItem(stored: string | null, change: ChecklistItemPatch) {
  const items = parseChecklist(stored);
  if (change.index >= items.length) {
    throw new HttpError(
      400,
      `checklistItem.index: the checklist has ${items.length} item${items.length === 1 ? '' : 's'}`,
    );
  }
  items[change.index] = { ...items[change.index]!, completed: change.completed };
  return serializeChecklist(items);
}
