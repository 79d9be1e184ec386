// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftStorageKey, forgetDrafts, readDraft } from './dialog-drafts';
import { queryKeys } from './query-keys';
import { useDialogDraft } from './use-dialog-draft';

const USER = 'user-1';

function wrapperFor(userId: string | null) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.user, userId ? { id: userId } : null);
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
}

/** A one-field dialog: `open` says which dialog (or null, closed), `note` is its text. */
function useNoteDialog(initial: string | null) {
  const [dialog, setDialog] = useState<string | null>(initial);
  const [note, setNote] = useState('');
  const draft = useDialogDraft(
    dialog,
    { note },
    {
      dirty: note !== '',
      restore: (saved) => setNote(saved.note),
      reset: () => setNote(''),
    },
  );
  return { draft, note, setNote, setDialog };
}

afterEach(() => localStorage.clear());

describe('dialog drafts', () => {
  it('keeps nothing until something is typed, then keeps it per user and dialog', () => {
    const { result } = renderHook(() => useNoteDialog('task:new'), { wrapper: wrapperFor(USER) });
    expect(localStorage.length).toBe(0);
    act(() => result.current.setNote('Pour the footings'));
    expect(readDraft(draftStorageKey(USER, 'task:new'))).toEqual({ note: 'Pour the footings' });
    expect(localStorage.key(0)).toBe('draft:user-1:task:new');
  });

  it('reopening the dialog (or a reload) puts the draft back and says so', () => {
    localStorage.setItem(draftStorageKey(USER, 'task:new'), JSON.stringify({ note: 'Half' }));
    const { result } = renderHook(() => useNoteDialog('task:new'), { wrapper: wrapperFor(USER) });
    expect(result.current.note).toBe('Half');
    expect(result.current.draft.restored).toBe(true);
  });

  it('closing keeps the draft; another record has its own', () => {
    const { result } = renderHook(() => useNoteDialog('task:new'), { wrapper: wrapperFor(USER) });
    act(() => result.current.setNote('Typed'));
    act(() => result.current.setDialog(null));
    expect(readDraft(draftStorageKey(USER, 'task:new'))).toEqual({ note: 'Typed' });
    act(() => result.current.setDialog('task:edit:42'));
    expect(result.current.draft.restored).toBe(false);
    expect(readDraft(draftStorageKey(USER, 'task:edit:42'))).toBeNull();
  });

  it('saving clears the draft', () => {
    const { result } = renderHook(() => useNoteDialog('task:new'), { wrapper: wrapperFor(USER) });
    act(() => result.current.setNote('Saved soon'));
    act(() => result.current.draft.clear());
    expect(readDraft(draftStorageKey(USER, 'task:new'))).toBeNull();
  });

  it('discarding throws the draft away and empties the form', () => {
    localStorage.setItem(draftStorageKey(USER, 'task:new'), JSON.stringify({ note: 'Old' }));
    const { result } = renderHook(() => useNoteDialog('task:new'), { wrapper: wrapperFor(USER) });
    act(() => result.current.draft.discard());
    expect(result.current.note).toBe('');
    expect(result.current.draft.restored).toBe(false);
    expect(readDraft(draftStorageKey(USER, 'task:new'))).toBeNull();
  });

  it("one person never sees another's draft, and nothing is kept signed out", () => {
    localStorage.setItem(
      draftStorageKey('user-2', 'task:new'),
      JSON.stringify({ note: 'Not yours' }),
    );
    const mine = renderHook(() => useNoteDialog('task:new'), { wrapper: wrapperFor(USER) });
    expect(mine.result.current.note).toBe('');
    const nobody = renderHook(() => useNoteDialog('task:new'), { wrapper: wrapperFor(null) });
    act(() => nobody.result.current.setNote('Typed signed out'));
    expect(localStorage.length).toBe(1);
  });

  it('sign-out forgets every draft and nothing else', () => {
    localStorage.setItem(draftStorageKey(USER, 'task:new'), '{"note":"a"}');
    localStorage.setItem(draftStorageKey('user-2', 'update:new'), '{"note":"b"}');
    localStorage.setItem('theme', 'dark');
    forgetDrafts();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
