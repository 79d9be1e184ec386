import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-dates';

describe('formatDate', () => {
  it('shows a calendar date as MMM d, yyyy', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows an instant as MMM d, yyyy at h:mm a in local time', () => {
    const local = new Date(2026, 2, 5, 15, 7).toISOString();
    expect(formatDateTime(local)).toBe('Mar 5, 2026 at 3:07 PM');
    expect(formatDateTime(new Date(2026, 0, 1, 0, 30).toISOString())).toBe(
      'Jan 1, 2026 at 12:30 AM',
    );
  });
});

describe('chosen date formats', () => {
  it('writes dates and times in the business date format', () => {
    expect(formatDate('2026-03-05', 'dd/MM/yyyy')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'd MMM yyyy')).toBe('5 Mar 2026');
    expect(formatDate('2026-03-05', 'yyyy-MM-dd')).toBe('2026-03-05');
    const local = new Date(2026, 2, 5, 15, 7).toISOString();
    expect(formatDateTime(local, 'MM/dd/yyyy')).toBe('03/05/2026 at 3:07 PM');
  });
});
