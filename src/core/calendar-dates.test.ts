import { describe, expect, it } from 'vitest';
import { fromIsoDate, monthGrid, monthRange, toIsoDate } from './calendar-dates.js';

describe('monthGrid', () => {
  it('has 42 days starting on the Monday on or before the first', () => {
    const grid = monthGrid(2026, 5); // June 2026 starts on a Monday
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-06-01');
    expect(grid[41]).toBe('2026-07-12');
    const march = monthGrid(2026, 2); // March 1, 2026 is a Sunday
    expect(march[0]).toBe('2026-02-23');
    expect(march[6]).toBe('2026-03-01');
    expect(fromIsoDate(march[0]!).getDay()).toBe(1);
  });

  it('crosses years', () => {
    const grid = monthGrid(2027, 0); // January 2027 starts on a Friday
    expect(grid[0]).toBe('2026-12-28');
    expect(grid).toContain('2027-01-31');
  });
});

describe('monthRange and conversions', () => {
  it('gives the first and last day, including leap years', () => {
    expect(monthRange(2028, 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange(2026, 11)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(toIsoDate(fromIsoDate('2026-03-09'))).toBe('2026-03-09');
  });
});
