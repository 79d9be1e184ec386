import { FIRST_PAINT_ITEMS } from '../../lib/first-paint-items';
import type { LogDay } from './day-groups';

// The entries of the first page that a first paint draws: the screen's skeleton
// (components/updates-skeleton.tsx) and the notes drawn before the app (drawn-notes.ts).

/**
 * The entries the window can show (decision 251): the list starts ~340 px down on a desktop
 * (~510 on a phone) and a note's card is ~150 px tall (~200 on a phone), so one entry per
 * 200 px of the window's height covers it (on the benchmark's data: 4 in view of the 5
 * drawn at 1280x900, 2 of 5 at 390x844, 7 of 8 at 2560x1440). The page draws the rest.
 */
const ENTRY_HEIGHT = 200;
export const entriesInView = () =>
  Math.max(1, Math.min(FIRST_PAINT_ITEMS, Math.ceil(window.innerHeight / ENTRY_HEIGHT)));

/** The days of the first page, counted whole, with only their first `limit` entries drawn. */
export function firstEntries(days: LogDay[], limit: number): LogDay[] {
  let left = limit;
  return days.flatMap((day) => {
    const entries = day.entries.slice(0, left);
    left -= entries.length;
    return entries.length > 0 ? [{ ...day, entries }] : [];
  });
}
