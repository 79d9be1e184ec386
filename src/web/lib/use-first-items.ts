import { useDeferredValue } from 'react';
import { FIRST_PAINT_ITEMS } from './first-paint-items';

export { FIRST_PAINT_ITEMS };

/**
 * The items of a long list to render now. A screen's first render draws only the first
 * few, so its heading and first cards paint without waiting for the rest; React then renders
 * all of them in a deferred render that yields to the browser (decision 221). On a phone at
 * 4x CPU the 100 cards of Tasks took ~0.5 s to render before anything showed.
 *
 * `all`: render everything at once, e.g. when the screen must scroll to a record (`?id=`).
 */
export function useFirstItems<T>(items: readonly T[], all = false): readonly T[] {
  const first = all ? items.length : Math.min(items.length, FIRST_PAINT_ITEMS);
  const shown = useDeferredValue(items.length, first);
  return shown >= items.length ? items : items.slice(0, Math.max(shown, first));
}
