import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { useDialogDraft, type DialogDraft } from './use-dialog-draft';

interface FormDialogReset<Values, Item extends { id: string }> {
  opened: boolean;
  /** The record being edited; null when the dialog adds a new one. */
  record: Item | null;
  valuesOf: (record: Item) => Values;
  blank: () => Values;
  /**
   * Names the dialog (`task`) to keep what is typed as a draft until it is saved or
   * discarded (`task:new`, `task:edit:<id>`; decision 185). Omitted: no draft.
   */
  draft?: string;
}

/**
 * Fills an add/edit dialog's form each time it opens: the record's values or blank ones,
 * with no errors left from a previous attempt, then the draft kept from last time, if any.
 * Only on opening or for another record: a refetch while the dialog is open must not
 * overwrite what is being typed. Returns the draft: call `clear()` once saved.
 */
export function useFormDialogReset<Values, Item extends { id: string }>(
  form: UseFormReturnType<Values>,
  { opened, record, valuesOf, blank, draft }: FormDialogReset<Values, Item>,
): DialogDraft {
  const { setValues, resetDirty, clearErrors } = form;
  const fill = () => {
    setValues(record ? valuesOf(record) : blank());
    resetDirty();
    clearErrors();
  };
  useEffect(() => {
    if (!opened) return;
    fill();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, record?.id]);
  const dialog = opened && draft ? `${draft}:${record ? `edit:${record.id}` : 'new'}` : null;
  return useDialogDraft(dialog, form.values, {
    dirty: form.isDirty(),
    restore: (saved) => form.setValues(saved),
    reset: fill,
  });
}
