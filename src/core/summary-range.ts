import { addDays, zonedInstant } from './dates.js';
import type { SummaryPeriod } from './summary-format.js';

// Summary periods are calendar days in the owner's time zone; tasks carry UTC
// timestamps, so a day also has to be turned into the instants it spans.

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Daily: today. Weekly: the last 7 days including today. */
export function summaryRange(period: SummaryPeriod, today: string): DateRange {
  return { startDate: period === 'daily' ? today : addDays(today, -6), endDate: today };
}

/** The UTC instant at which a calendar date begins in a time zone. */
export function startOfDayUtc(isoDate: string, timeZone: string): Date {
  return zonedInstant(isoDate, '00:00', timeZone);
}

/** [start, end) of a date range as ISO UTC timestamps, for timestamp columns. */
export function instantRange(range: DateRange, timeZone: string): { from: string; to: string } {
  return {
    from: startOfDayUtc(range.startDate, timeZone).toISOString(),
    to: startOfDayUtc(addDays(range.endDate, 1), timeZone).toISOString(),
  };
}

/** The Monday of the week a date falls in (weeks start Monday, as the calendars do). */
export function weekStart(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}
