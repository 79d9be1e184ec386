import { dateInTimeZone } from './dates.js';
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

function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
}

/** The instant a wall-clock date and time happens in a zone (a time skipped by DST moves forward). */
export function zonedInstant(isoDate: string, time: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall - (wallClock(new Date(wall), timeZone) - wall);
  instant = wall - (wallClock(new Date(instant), timeZone) - instant);
  return new Date(instant);
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
