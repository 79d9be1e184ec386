import { describe, expect, it } from 'vitest';
import { formatSummaryRange } from './format-range';

describe('formatSummaryRange', () => {
  it('gives the start as month and day and the end with the year', () => {
    expect(formatSummaryRange('2026-11-15', '2026-11-21')).toBe('Nov 15 - Nov 21, 2026');
    expect(formatSummaryRange('2026-12-28', '2027-01-03')).toBe('Dec 28 - Jan 3, 2027');
    expect(formatSummaryRange('2026-11-21', '2026-11-21')).toBe('Nov 21 - Nov 21, 2026');
  });
});

describe('formatSummaryRange in another date format', () => {
  it('keeps the shape in the business format', () => {
    expect(formatSummaryRange('2026-11-15', '2026-11-21', 'dd/MM/yyyy')).toBe('15/11 - 21/11/2026');
    expect(formatSummaryRange('2026-11-15', '2026-11-21', 'd MMM yyyy')).toBe(
      '15 Nov - 21 Nov 2026',
    );
  });
});
