// Calendar dates as 'YYYY-MM-DD' strings in the local calendar (the viewer's, or the server's
// for the share page it renders), for the update calendars. Plain Date and Intl only.

const pad = (n: number) => String(n).padStart(2, '0');

export const toIsoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A 'YYYY-MM-DD' string as a local Date at midnight. */
export function fromIsoDate(isoDate: string): Date {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(year, month - 1, day);
}

export const todayIso = () => toIsoDate(new Date());

/** 'Mar 5, 2026' style, in the viewer's locale ("date in locale format"). */
export const formatLocaleDate = (isoDate: string) =>
  fromIsoDate(isoDate).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

/** 'March 5, 2026' style, for headings such as 'Updates for {date}'. */
export const formatLongDate = (isoDate: string) =>
  fromIsoDate(isoDate).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

export const formatMonthYear = (year: number, monthIndex: number) =>
  new Date(year, monthIndex, 1).toLocaleDateString(undefined, { year: 'numeric', month: 'long' });

/**
 * The 42 days (6 weeks, Monday first) of a month grid, starting on the Monday on
 * or before the first of the month.
 */
export function monthGrid(year: number, monthIndex: number): string[] {
  const first = new Date(year, monthIndex, 1);
  const offset = (first.getDay() + 6) % 7; // Monday = 0
  return Array.from({ length: 42 }, (_, i) =>
    toIsoDate(new Date(year, monthIndex, 1 - offset + i)),
  );
}

/** First and last day of a month, as 'YYYY-MM-DD'. */
export function monthRange(year: number, monthIndex: number): { from: string; to: string } {
  return {
    from: toIsoDate(new Date(year, monthIndex, 1)),
    to: toIsoDate(new Date(year, monthIndex + 1, 0)),
  };
}
