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

// One formatter of each kind, made on first use: `toLocaleDateString` with options builds a
// new Intl.DateTimeFormat on every call, ~1 ms each on a phone (4x CPU), and a list of
// updates formats a date per card (decision 223).
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return (date: Date) => (made ??= new Intl.DateTimeFormat(undefined, options)).format(date);
};
const shortDate = formatter({ year: 'numeric', month: 'short', day: 'numeric' });
const longDate = formatter({ year: 'numeric', month: 'long', day: 'numeric' });
const monthYear = formatter({ year: 'numeric', month: 'long' });

/** 'Mar 5, 2026' style, in the viewer's locale ("date in locale format"). */
export const formatLocaleDate = (isoDate: string) => shortDate(fromIsoDate(isoDate));

/** 'March 5, 2026' style, for headings such as 'Updates for {date}'. */
export const formatLongDate = (isoDate: string) => longDate(fromIsoDate(isoDate));

export const formatMonthYear = (year: number, monthIndex: number) =>
  monthYear(new Date(year, monthIndex, 1));

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
