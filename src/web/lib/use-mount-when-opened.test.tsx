// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMountWhenOpened } from './use-mount-when-opened';

afterEach(cleanup);

function Card({ open, mounts }: { open: boolean; mounts: string[] }) {
  const button = useRef<HTMLButtonElement>(null);
  const mounted = useMountWhenOpened(open, button);
  return (
    <>
      <button ref={button}>Daily log</button>
      {mounted && <Dialog open={open} mounts={mounts} />}
    </>
  );
}

function Dialog({ open, mounts }: { open: boolean; mounts: string[] }) {
  useEffect(() => {
    mounts.push('mounted');
  }, [mounts]);
  return (
    <div role="dialog" hidden={!open}>
      <input aria-label="Week" />
    </div>
  );
}

describe('useMountWhenOpened', () => {
  it('mounts nothing until the first opening, then keeps the dialog mounted', () => {
    const mounts: string[] = [];
    const view = render(<Card open={false} mounts={mounts} />);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    view.rerender(<Card open mounts={mounts} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    view.rerender(<Card open={false} mounts={mounts} />);
    view.rerender(<Card open mounts={mounts} />);
    expect(mounts).toEqual(['mounted']);
  });

  it('gives the focus back to the button it was opened from', async () => {
    const mounts: string[] = [];
    const view = render(<Card open={false} mounts={mounts} />);
    view.rerender(<Card open mounts={mounts} />);
    screen.getByRole('textbox', { name: 'Week' }).focus();
    view.rerender(<Card open={false} mounts={mounts} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Daily log' }));
  });
});
