import { z } from 'zod';

// Tasks and updates keep their checklist as JSON text (spec section 3):
// `[{"text": "...", "completed": false}, ...]`, or null when there is none.

export const checklistItemSchema = z.object({
  text: z.string().trim().min(1).max(500),
  completed: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const MAX_CHECKLIST_ITEMS = 200;

/** Items of a stored checklist; anything unparseable is treated as empty (spec section 5). */
export function parseChecklist(value: unknown): ChecklistItem[] {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(data)) return [];
  const items: ChecklistItem[] = [];
  for (const entry of data) {
    if (!entry || typeof entry !== 'object') continue;
    const { text, completed } = entry as { text?: unknown; completed?: unknown };
    if (typeof text !== 'string' || !text.trim()) continue;
    items.push({ text: text.trim(), completed: completed === true });
  }
  return items;
}

/** Blank items are dropped; an empty list is stored as null. */
export function serializeChecklist(
  items: readonly { text: string; completed: boolean }[],
): string | null {
  const kept = items
    .map((item) => ({ text: item.text.trim(), completed: item.completed }))
    .filter((item) => item.text.length > 0);
  return kept.length > 0 ? JSON.stringify(kept) : null;
}

export function toggleChecklistItem(
  items: readonly ChecklistItem[],
  index: number,
): ChecklistItem[] {
  return items.map((item, i) => (i === index ? { ...item, completed: !item.completed } : item));
}

export function splitChecklist(items: readonly ChecklistItem[]) {
  const withIndex = items.map((item, index) => ({ ...item, index }));
  return {
    completed: withIndex.filter((item) => item.completed),
    pending: withIndex.filter((item) => !item.completed),
  };
}

/**
 * One item's new state (`PATCH ... { checklistItem: { index, completed } }`): the
 * server applies it to the stored list under a row lock, so concurrent ticks of
 * different items are never lost (decision 050).
 */
export const checklistItemPatchSchema = z.object({
  index: z
    .number()
    .int()
    .min(0)
    .max(MAX_CHECKLIST_ITEMS - 1),
  completed: z.boolean(),
});
export type ChecklistItemPatch = z.infer<typeof checklistItemPatchSchema>;
