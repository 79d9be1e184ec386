import { addDays } from '../../../core/dates';

/** The Monday of the week a day falls in (the weekly report's `week`, decision 192). */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}
