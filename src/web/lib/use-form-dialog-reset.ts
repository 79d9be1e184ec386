import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';

interface FormDialogReset<Values, Item extends { id: string }> {
  opened: boolean;
  /** The record being edited; null when the dialog adds a new one. */
  record: Item | null;
  valuesOf: (record: Item) => Values;
  blank: () => Values;
}

/**
 * Fills an add/edit dialog's form each time it opens: the record's values or blank ones,
 * with no errors left from a previous attempt. Only on opening or for another record: a
 * refetch while the dialog is open must not overwrite what is being typed.
 */
export function useFormDialogReset<Values, Item extends { id: string }>(
  form: UseFormReturnType<Values>,
  { opened, record, valuesOf, blank }: FormDialogReset<Values, Item>,
) {
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    setValues(record ? valuesOf(record) : blank());
    resetDirty();
    clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, record?.id]);
}
