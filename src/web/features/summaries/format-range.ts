import dayjs from 'dayjs';

/** 'Nov 15 - Nov 21, 2026' (spec: start as short month and day, end with the year). */
export function formatSummaryRange(startDate: string, endDate: string): string {
  return `${dayjs(startDate).format('MMM D')} - ${dayjs(endDate).format('MMM D, YYYY')}`;
}
