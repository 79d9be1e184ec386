import { describe, expect, it } from 'vitest';
import { mondayOf } from './week';

describe('mondayOf', () => {
  it('gives the Monday of the week, Monday to Sunday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before it
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('crosses month and year ends', () => {
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(mondayOf('2024-03-02')).toBe('2024-02-26'); // leap year
  });
});
