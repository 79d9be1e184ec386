const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec section 4: days ago once a full day has passed, else hours ago, else
 * 'Just now'. Singular for one ('1 hour ago').
 */
export function relativeAge(timestamp: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(timestamp).getTime();
  const days = Math.floor(elapsed / DAY_MS);
  if (days >= 1) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours >= 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  return 'Just now';
}
