// Calendar dates are YYYY-MM-DD strings everywhere; these helpers never touch
// the host's local time zone unless a zone is passed in.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The dates the app takes in. Outside them a due date 30 days on or a 400-day range
 * would leave the four-digit year (`+010000-01-30`), and a year like 3026 or 1026 is a
 * typing slip, not a job's date.
 */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2999-12-31';

/** A real YYYY-MM-DD date within FIRST_DATE..LAST_DATE. */
export const isDateInRange = (value: string) =>
  isValidIsoDate(value) && value >= FIRST_DATE && value <= LAST_DATE;

// Building an Intl.DateTimeFormat costs far more than formatting with one, and
// the server formats dates on every request: one formatter per locale and options.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A shared Intl.DateTimeFormat; throws a RangeError for an unknown time zone, like the constructor. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

// The last date worked out per time zone, by the second it was asked for: the server asks
// for today's date on every request for a summary (its kept answer is the day's), and
// formatting it anew was ~5% of the server's time under load (decision 228). Every zone's
// offset, and so every change of date, is a whole number of seconds: one second never
// holds two dates.
const lastDates = new Map<string, { second: number; date: string }>();
const MAX_ZONES_KEPT = 64;

/** The calendar date of an instant in an IANA time zone, as YYYY-MM-DD. */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDates.get(timeZone);
  if (last?.second === second) return last.date;
  const parts = dateFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  if (!last && lastDates.size >= MAX_ZONES_KEPT) lastDates.clear();
  lastDates.set(timeZone, { second, date });
  return date;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    dateFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = dateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time (HH:mm) happens in a zone. Two passes settle
 * the offset near a daylight-saving change; a time the change skips moves forward.
 */
export function zonedInstant(isoDate: string, time: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}
