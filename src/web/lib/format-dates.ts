import dayjs from 'dayjs';
import { DEFAULT_DATE_FORMAT, formatIsoDate, type DateFormat } from '../../core/locale';

// Display formats of spec section 9: due dates 'MMM d, yyyy', completion times
// 'MMM d, yyyy at h:mm a'. The business may choose another date pattern
// (decision 091); components get these bound to it from useLocale().

/** '2026-03-05' -> 'Mar 5, 2026'. A date string is a calendar date, not an instant. */
export function formatDate(
  isoDate: string | null | undefined,
  pattern: DateFormat = DEFAULT_DATE_FORMAT,
): string {
  if (!isoDate) return '';
  const date = dayjs(isoDate.slice(0, 10));
  return date.isValid() ? formatIsoDate(date.format('YYYY-MM-DD'), pattern) : '';
}

/** An ISO timestamp in the viewer's local time: 'Mar 5, 2026 at 3:07 PM'. */
export function formatDateTime(
  isoTimestamp: string | null | undefined,
  pattern: DateFormat = DEFAULT_DATE_FORMAT,
): string {
  if (!isoTimestamp) return '';
  const date = dayjs(isoTimestamp);
  return date.isValid()
    ? `${formatIsoDate(date.format('YYYY-MM-DD'), pattern)} at ${date.format('h:mm A')}`
    : '';
}
