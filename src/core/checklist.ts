import { z } from 'zod';
import type { ChecklistItem } from './checklist-items.js';
import { multiLine, singleLine } from './schemas/text.js';

export {
  normalizeChecklist,
  parseChecklist,
  serializeChecklist,
  splitChecklist,
  toggleChecklistItem,
  type ChecklistItem,
} from './checklist-items.js';

// Tasks and updates keep their checklist as JSON text (spec section 3):
// `[{"text": "...", "completed": false}, ...]`, or null when there is none.
// Both read what a client sends through checklistInputSchema and store it through
// normalizeChecklist, so they follow the same rules.

export const MAX_CHECKLIST_ITEMS = 200;
/** The longest checklist sent as JSON text, in characters. */
export const MAX_CHECKLIST_JSON_LENGTH = 100_000;

/** One item as a client sends it. A blank row is allowed: it is dropped when stored (spec section 5). */
export const checklistItemSchema = z.object({
  text: z
    .string()
    .trim()
    .check(singleLine('checklist item text'))
    .max(500, 'checklist item text must be at most 500 characters'),
  completed: z.boolean(),
}) satisfies z.ZodType<ChecklistItem>;

const checklistItemsSchema = z
  .array(checklistItemSchema)
  .max(MAX_CHECKLIST_ITEMS, `a checklist has at most ${MAX_CHECKLIST_ITEMS} items`);

const NOT_A_CHECKLIST = 'must be a JSON list of { text, completed } items';

// The spec's form: JSON text of the items; blank text means no checklist. A problem
// is reported on `checklist` itself, whatever item it was in.
const checklistTextSchema = z
  .string()
  .check(multiLine('checklist'))
  .max(MAX_CHECKLIST_JSON_LENGTH)
  .transform((text, ctx): ChecklistItem[] => {
    if (!text.trim()) return [];
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    const parsed = checklistItemsSchema.safeParse(data);
    if (parsed.success) return parsed.data;
    // `continue` keeps this message when the union below reports why nothing matched.
    ctx.issues.push({ code: 'custom', message: NOT_A_CHECKLIST, input: text, continue: true });
    return z.NEVER;
  });

/**
 * A checklist as a task or update body sends it: JSON text (the spec's form), an array,
 * or null. Read into items; normalizeChecklist gives what is stored.
 */
export const checklistInputSchema = z.union([checklistTextSchema, checklistItemsSchema, z.null()]);

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
