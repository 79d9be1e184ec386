import dayjs from 'dayjs';
import {
  DEFAULT_DATE_FORMAT,
  formatIsoDate,
  formatIsoDateShort,
  type DateFormat,
} from '../../../core/locale';

/** 'Nov 15 - Nov 21, 2026' (spec: start as short month and day, end with the year). */
export function formatSummaryRange(
  startDate: string,
  endDate: string,
  pattern: DateFormat = DEFAULT_DATE_FORMAT,
): string {
  // Another business date format (decision 091) keeps the shape: start without the year.
  if (pattern !== DEFAULT_DATE_FORMAT) {
    return `${formatIsoDateShort(startDate, pattern)} - ${formatIsoDate(endDate, pattern)}`;
  }
  return `${dayjs(startDate).format('MMM D')} - ${dayjs(endDate).format('MMM D, YYYY')}`;
}
