import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { draftStorageKey, readDraft, removeDraft, writeDraft } from './dialog-drafts';
import { queryKeys } from './query-keys';

export interface DialogDraft {
  /** A kept draft was put back into the form when the dialog opened. */
  restored: boolean;
  /** Saved: the draft has done its job. */
  clear: () => void;
  /** Throws the draft away and puts the form back as it opened. */
  discard: () => void;
}

interface DraftOptions<Values> {
  /** The form differs from what it opened with: only then is there anything to keep. */
  dirty: boolean;
  /** Puts a kept draft into the form (called once, when the dialog opens). */
  restore: (saved: Values) => void;
  /** Puts the form back as it opened (Discard draft). */
  reset: () => void;
}

/**
 * Keeps what is typed in a dialog until it is saved or discarded, so Back, Cancel or a
 * reload loses nothing (issue 18, decision 185). `dialog` names the dialog and its record
 * (`task:new`, `task:edit:<id>`); null while the dialog is closed. Nothing is kept when
 * nobody is signed in. Call it after the hook that fills the form on opening: effects run
 * in order, so the draft is put back over the record's values, not under them.
 */
export function useDialogDraft<Values>(
  dialog: string | null,
  values: Values,
  { dirty, restore, reset }: DraftOptions<Values>,
): DialogDraft {
  const userId = useQueryClient().getQueryData<{ id: string } | null>(queryKeys.user)?.id;
  const key = dialog && userId ? draftStorageKey(userId, dialog) : null;
  // Whether this opening found a draft: worked out while rendering the opening, so the
  // notice shows with the restored text (React's "adjust state when a prop changes").
  const [opening, setOpening] = useState({ key: null as string | null, restored: false });
  if (opening.key !== key) setOpening({ key, restored: key !== null && readDraft(key) !== null });
  const notRestored = () => setOpening({ key, restored: false });
  const openedKey = useRef<string | null>(null);
  const serialized = JSON.stringify(values);

  useEffect(() => {
    if (!key) return;
    const saved = readDraft<Values>(key);
    if (saved) restore(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another dialog opens
  }, [key]);

  useEffect(() => {
    // The render that opens the dialog still holds the last opening's values: skip it.
    if (openedKey.current !== key) {
      openedKey.current = key;
      return;
    }
    if (!key) return;
    if (dirty) writeDraft(key, values);
    else removeDraft(key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- values compared by content
  }, [key, serialized, dirty]);

  return {
    restored: opening.key === key && opening.restored,
    clear: () => {
      if (key) removeDraft(key);
      notRestored();
    },
    discard: () => {
      if (key) removeDraft(key);
      notRestored();
      reset();
    },
  };
}
