// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ITEMS, useFirstItems } from './use-first-items';

afterEach(cleanup);

function List({ items, all, renders }: { items: number[]; all?: boolean; renders: number[] }) {
  const shown = useFirstItems(items, all);
  renders.push(shown.length);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('useFirstItems', () => {
  it('renders the first few at once and every item right after', async () => {
    const renders: number[] = [];
    await act(async () => {
      render(<List items={numbers(30)} renders={renders} />);
    });
    expect(renders[0]).toBe(FIRST_PAINT_ITEMS);
    expect(renders.at(-1)).toBe(30);
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
  });

  it('renders a short list, or every item when asked, in one go', async () => {
    for (const [items, all] of [
      [numbers(5), false],
      [numbers(30), true],
    ] as const) {
      const renders: number[] = [];
      await act(async () => {
        render(<List items={[...items]} all={all} renders={renders} />);
      });
      expect(new Set(renders)).toEqual(new Set([items.length]));
      cleanup();
    }
  });

  it('a longer list later (Show more) keeps the cards already shown', async () => {
    const renders: number[] = [];
    let rerender: (ui: React.ReactNode) => void = () => {};
    await act(async () => {
      ({ rerender } = render(<List items={numbers(30)} renders={renders} />));
    });
    renders.length = 0;
    await act(async () => {
      rerender(<List items={numbers(60)} renders={renders} />);
    });
    expect(Math.min(...renders)).toBeGreaterThanOrEqual(30);
    expect(renders.at(-1)).toBe(60);
  });
});
