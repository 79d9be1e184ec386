import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, DAYJS_DATE_FORMATS, parseLocaleDate } from './locale.js';

describe('parseLocaleDate (the one date field, issue 18)', () => {
  it('reads day and month in the order the business writes them', () => {
    expect(parseLocaleDate('05/03/2026', 'dd/MM/yyyy')).toBe('2026-03-05');
    expect(parseLocaleDate('05/03/2026', 'MM/dd/yyyy')).toBe('2026-05-03');
    expect(parseLocaleDate('5.3.2026', 'd MMM yyyy')).toBe('2026-03-05');
  });

  it('understands ISO dates and month names whatever the pattern', () => {
    for (const pattern of DATE_FORMATS) {
      expect(parseLocaleDate('2026-03-05', pattern)).toBe('2026-03-05');
      expect(parseLocaleDate('Mar 5, 2026', pattern)).toBe('2026-03-05');
      expect(parseLocaleDate('5 March 2026', pattern)).toBe('2026-03-05');
    }
  });

  it('refuses what is not a date', () => {
    expect(parseLocaleDate('31/02/2026', 'dd/MM/yyyy')).toBeNull();
    expect(parseLocaleDate('13/13/2026', 'MM/dd/yyyy')).toBeNull();
    expect(parseLocaleDate('tomorrow')).toBeNull();
    expect(parseLocaleDate('Foo 5, 2026')).toBeNull();
  });

  it('has a display pattern for every date format', () => {
    expect(Object.keys(DAYJS_DATE_FORMATS).sort()).toEqual([...DATE_FORMATS].sort());
  });
});
