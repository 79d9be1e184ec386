// Reading, writing and splitting stored checklists, with no schema library: the share page,
// the portal and the lists import these without loading zod (decision 216). The schemas
// that read what a client sends are in `checklist.ts`, which re-exports these.

/** One checklist item (the shape `checklistItemSchema` in `checklist.ts` reads). */
export type ChecklistItem = { text: string; completed: boolean };

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

/**
 * The stored (and shown) form of a checklist, sent or stored: blank items dropped,
 * null when none remain. Stored text that cannot be read counts as none (spec section 5).
 */
export function normalizeChecklist(
  checklist: string | readonly ChecklistItem[] | null,
): string | null {
  return serializeChecklist(parseChecklist(checklist));
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
