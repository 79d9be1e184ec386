import { dateInTimeZone, zonedInstant } from './dates.js';
import { summaryRange, type DateRange } from './summary-range.js';

// When a client e-mail schedule is due (decision 090). Times are wall-clock
// times in the owner's time zone; the scheduler passes its own clock in.

export interface ScheduleTiming {
  period: 'daily' | 'weekly';
  /** HH:mm in the owner's time zone. */
  time: string;
  /** 0 = Sunday ... 6 = Saturday (weekly only). */
  weekday: number;
  /** ISO instant the schedule was last saved: occurrences before it are not sent. */
  armedAt: string;
}

export interface DueOccurrence {
  /** Unique per schedule and period: 'daily:2026-11-20' or 'weekly:2026-11-20'. */
  periodKey: string;
  /** The updates the e-mail covers. */
  range: DateRange;
}

export function weekdayOf(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * Today's occurrence when its time has come (catching up later the same day if
 * the server was down), else null. Daily covers today, weekly the 7 days ending today.
 */
export function dueOccurrence(
  schedule: ScheduleTiming,
  now: Date,
  timeZone: string,
): DueOccurrence | null {
  const today = dateInTimeZone(now, timeZone);
  if (schedule.period === 'weekly' && weekdayOf(today) !== schedule.weekday) return null;
  const at = zonedInstant(today, schedule.time, timeZone);
  if (now.getTime() < at.getTime()) return null;
  if (at.getTime() < Date.parse(schedule.armedAt)) return null;
  return { periodKey: `${schedule.period}:${today}`, range: summaryRange(schedule.period, today) };
}
