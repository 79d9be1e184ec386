import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeAge', () => {
  it('is Just now under an hour, and for clocks slightly ahead', () => {
    expect(relativeAge(ago(0), now)).toBe('Just now');
    expect(relativeAge(ago(59 * 60_000), now)).toBe('Just now');
    expect(relativeAge(ago(-60_000), now)).toBe('Just now');
  });

  it('counts whole hours until a full day has passed', () => {
    expect(relativeAge(ago(3_600_000), now)).toBe('1 hour ago');
    expect(relativeAge(ago(5.5 * 3_600_000), now)).toBe('5 hours ago');
    expect(relativeAge(ago(23.99 * 3_600_000), now)).toBe('23 hours ago');
  });

  it('counts whole days after that', () => {
    expect(relativeAge(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeAge(ago(3.9 * 86_400_000), now)).toBe('3 days ago');
  });
});
