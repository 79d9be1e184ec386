// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog, type DialogCodeAsked } from './lazy-dialog';

interface NoteDialogProps {
  opened: boolean;
  onClose: () => void;
}

type DialogComponent = (props: NoteDialogProps) => ReactNode;

/**
 * A dialog module loaded on demand: counts its loads and mounts. Each load waits for
 * `arrive()` or fails with `fail()`, as a request over a slow or lost connection.
 */
function loadableDialog(asked: DialogCodeAsked = 'after-the-screen') {
  const counts = { loads: 0, mounts: 0 };
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  function NoteDialog({ opened }: NoteDialogProps) {
    const [typed, setTyped] = useState('');
    useEffect(() => {
      counts.mounts += 1;
    }, []);
    return opened ? (
      <div role="dialog" aria-label="Add note">
        <input
          aria-label="Note"
          autoFocus
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
    ) : null;
  }
  const Dialog = lazyDialog(
    () => {
      counts.loads += 1;
      return new Promise<void>((resolve, reject) => pending.push({ resolve, reject })).then(
        () => NoteDialog,
      );
    },
    (props: NoteDialogProps) => props.opened,
    asked,
  );
  // A closed dialog asks for its code once the screen has painted: a frame, then a task.
  const arrive = async () => {
    await painted();
    await act(async () => pending.shift()!.resolve());
  };
  const fail = async () => {
    await painted();
    await act(async () => pending.shift()!.reject(new Error('Failed to fetch')));
  };
  return { Dialog, counts, arrive, fail };
}

const painted = () =>
  act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));

function Screen({ Dialog, opened }: { Dialog: DialogComponent; opened: boolean }) {
  return (
    <MantineProvider>
      <Dialog opened={opened} onClose={() => {}} />
    </MantineProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The browser's own idea of the connection, as a phone with no signal reports it. */
const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('lazyDialog', () => {
  it('asks for its code once the screen has painted, once for every screen, and mounts it closed', async () => {
    const { Dialog, counts, arrive } = loadableDialog();
    render(<Screen Dialog={Dialog} opened={false} />);
    render(<Screen Dialog={Dialog} opened={false} />);
    // Not in the screen's first frame (decision 223).
    expect(counts.loads).toBe(0);
    await painted();
    expect(counts.loads).toBe(1);
    expect(counts.mounts).toBe(0);
    await arrive();
    // Mounted closed, as a dialog that came with its screen: Mantine then notes the focus
    // when it opens, and returns it on closing.
    expect(counts.mounts).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opened before its code came: a spinner, then the dialog, and focus back where it was', async () => {
    const { Dialog, arrive } = loadableDialog();
    const { rerender } = render(<Screen Dialog={Dialog} opened={false} />);
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    rerender(<Screen Dialog={Dialog} opened />);
    expect(await screen.findByRole('status', { name: 'Opening…' })).toBeTruthy();
    // The dialog, when it comes, returns focus to what had it when it opened.
    expect(document.activeElement).toBe(opener);
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Add note' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Note'));
    rerender(<Screen Dialog={Dialog} opened={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(document.activeElement).toBe(opener);
  });

  it('its code already there: focus goes back to the opener even when the closed dialog took it away', async () => {
    const { Dialog, arrive } = loadableDialog();
    const { rerender } = render(<Screen Dialog={Dialog} opened={false} />);
    await arrive();
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    rerender(<Screen Dialog={Dialog} opened />);
    expect(document.activeElement).toBe(await screen.findByLabelText('Note'));
    // This dialog removes its field on closing (the focus falls to the page) and, unlike
    // Mantine's, returns nothing itself.
    rerender(<Screen Dialog={Dialog} opened={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(document.activeElement).toBe(opener);
  });

  it('stays mounted once opened: closing and reopening keeps what was typed', async () => {
    const { Dialog, counts, arrive } = loadableDialog();
    const { rerender } = render(<Screen Dialog={Dialog} opened={false} />);
    await arrive();
    rerender(<Screen Dialog={Dialog} opened />);
    fireEvent.change(await screen.findByLabelText('Note'), {
      target: { value: 'Poured the slab' },
    });
    rerender(<Screen Dialog={Dialog} opened={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Screen Dialog={Dialog} opened />);
    const reopened = (await screen.findByLabelText('Note')) as HTMLInputElement;
    expect(reopened.value).toBe('Poured the slab');
    expect(counts.loads).toBe(1);
    expect(counts.mounts).toBe(1);
  });

  // Decision 259: a form that needs a connection is not kept in advance.
  it('asked for on opening: nothing after the screen, then the spinner, the dialog, and once only', async () => {
    const { Dialog, counts, arrive } = loadableDialog('on-opening');
    const { rerender } = render(<Screen Dialog={Dialog} opened={false} />);
    await painted();
    await painted();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(counts.loads).toBe(0);
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    rerender(<Screen Dialog={Dialog} opened />);
    expect(counts.loads).toBe(1);
    expect(await screen.findByRole('status', { name: 'Opening…' })).toBeTruthy();
    expect(document.activeElement).toBe(opener);
    await act(async () => {}); // the load is under way: arriving needs no paint
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Add note' })).toBeTruthy();
    rerender(<Screen Dialog={Dialog} opened={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(document.activeElement).toBe(opener);
    rerender(<Screen Dialog={Dialog} opened />);
    expect(await screen.findByRole('dialog', { name: 'Add note' })).toBeTruthy();
    expect(counts.loads).toBe(1);
    expect(counts.mounts).toBe(1);
  });

  it('asked for on opening, with no connection: says so, and asks again on the next opening, not while closed', async () => {
    offline();
    const { Dialog, counts, arrive, fail } = loadableDialog('on-opening');
    const { rerender } = render(<Screen Dialog={Dialog} opened={false} />);
    rerender(<Screen Dialog={Dialog} opened />);
    await fail();
    expect(await screen.findByRole('dialog', { name: 'No connection' })).toBeTruthy();
    rerender(<Screen Dialog={Dialog} opened={false} />);
    await act(async () => window.dispatchEvent(new Event('online')));
    await painted();
    expect(counts.loads).toBe(1);
    rerender(<Screen Dialog={Dialog} opened />);
    expect(counts.loads).toBe(2);
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Add note' })).toBeTruthy();
  });

  it('with no connection says so, and opens once the connection is back', async () => {
    offline();
    const { Dialog, counts, arrive, fail } = loadableDialog();
    const { rerender } = render(<Screen Dialog={Dialog} opened={false} />);
    await fail();
    rerender(<Screen Dialog={Dialog} opened />);
    // The opening asks again, with the spinner while it is under way; that fails too.
    expect(counts.loads).toBe(2);
    expect(await screen.findByRole('status', { name: 'Opening…' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'No connection' })).toBeNull();
    await fail();
    expect(await screen.findByRole('dialog', { name: 'No connection' })).toBeTruthy();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(counts.loads).toBe(3);
    expect(await screen.findByRole('status', { name: 'Opening…' })).toBeTruthy();
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Add note' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'No connection' })).toBeNull();
  });

  // Decision 261: a tab left open across an upgrade asks for a file the server no longer has.
  it('with a connection but no code: says so, with a Reload link, not "No connection"', async () => {
    const { Dialog, fail } = loadableDialog('on-opening');
    const { rerender } = render(<Screen Dialog={Dialog} opened={false} />);
    rerender(<Screen Dialog={Dialog} opened />);
    await fail();
    const dialog = await screen.findByRole('dialog', { name: 'Form not loaded' });
    expect(dialog.textContent).toContain(
      'This form could not be loaded. Check the connection, then reload the page.',
    );
    expect(screen.getByRole('link', { name: 'Reload' }).getAttribute('href')).toBe(
      window.location.href,
    );
    expect(screen.queryByRole('dialog', { name: 'No connection' })).toBeNull();
  });
});
