// Half-written dialogs kept in localStorage until saved or discarded (issue 18, decision 185).
// Keys: `draft:<user id>:<dialog>`, e.g. `draft:3f2c…:task:edit:42`, so one person never
// sees another's draft on a shared device; sign-out removes every draft.

const PREFIX = 'draft:';

export const draftStorageKey = (userId: string, dialog: string) => `${PREFIX}${userId}:${dialog}`;

// Private browsing or a full quota must never break a dialog: a draft is a convenience.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft<Values>(key: string): Values | null {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as Values) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // Quota or private mode: the dialog keeps working without a draft.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** Sign-out: every draft of every person on this browser goes. */
export function forgetDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  keys.forEach((key) => store.removeItem(key));
}
