import dayjs from 'dayjs';

// Display formats of spec section 9: due dates 'MMM d, yyyy', completion times
// 'MMM d, yyyy at h:mm a' (date-fns notation; these are the dayjs equivalents).

/** '2026-03-05' -> 'Mar 5, 2026'. A date string is a calendar date, not an instant. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const date = dayjs(isoDate.slice(0, 10));
  return date.isValid() ? date.format('MMM D, YYYY') : '';
}

/** An ISO timestamp in the viewer's local time: 'Mar 5, 2026 at 3:07 PM'. */
export function formatDateTime(isoTimestamp: string | null | undefined): string {
  if (!isoTimestamp) return '';
  const date = dayjs(isoTimestamp);
  return date.isValid() ? date.format('MMM D, YYYY [at] h:mm A') : '';
}
