import { describe, expect, it } from 'vitest';
import { viewedAgo } from './viewed-ago';

const now = new Date('2026-03-10T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
const formatDate = (isoDate: string) => `on ${isoDate}`;

describe('how long ago a portal link was viewed', () => {
  it('says so when the link was never opened', () => {
    expect(viewedAgo(null, formatDate, now)).toBe('Not viewed yet');
  });

  it('counts minutes, then hours, then days', () => {
    expect(viewedAgo(at(20_000), formatDate, now)).toBe('Viewed just now');
    expect(viewedAgo(at(12 * 60_000), formatDate, now)).toBe('Viewed 12 min ago');
    expect(viewedAgo(at(2 * 3_600_000 + 5 * 60_000), formatDate, now)).toBe('Viewed 2 h ago');
    expect(viewedAgo(at(26 * 3_600_000), formatDate, now)).toBe('Viewed 1 day ago');
    expect(viewedAgo(at(3 * 86_400_000), formatDate, now)).toBe('Viewed 3 days ago');
  });

  it('names the date after a month', () => {
    expect(viewedAgo('2026-01-02T08:00:00.000Z', formatDate, now)).toBe('Viewed on 2026-01-02');
  });

  it('reads a clock slightly ahead of this one as just now', () => {
    expect(viewedAgo(at(-5_000), formatDate, now)).toBe('Viewed just now');
  });
});
