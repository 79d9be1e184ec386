const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago a client last opened their page, short enough for a project card:
 * 'Viewed just now', 'Viewed 12 min ago', 'Viewed 2 h ago', 'Viewed 3 days ago';
 * after a month the date itself. Null (never opened) reads 'Not viewed yet'.
 */
export function viewedAgo(
  lastViewedAt: string | null,
  formatDate: (isoDate: string) => string,
  now: Date = new Date(),
): string {
  if (!lastViewedAt) return 'Not viewed yet';
  const elapsed = Math.max(0, now.getTime() - new Date(lastViewedAt).getTime());
  if (elapsed < MINUTE_MS) return 'Viewed just now';
  if (elapsed < HOUR_MS) return `Viewed ${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `Viewed ${Math.floor(elapsed / HOUR_MS)} h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 30) return `Viewed ${days} ${days === 1 ? 'day' : 'days'} ago`;
  return `Viewed ${formatDate(lastViewedAt.slice(0, 10))}`;
}
