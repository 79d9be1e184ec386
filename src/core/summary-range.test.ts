import { describe, expect, it } from 'vitest';
import { dateInTimeZone } from './dates.js';
import { instantRange, startOfDayUtc, summaryRange, weekStart } from './summary-range.js';

describe('summaryRange', () => {
  it('is today for daily and the last 7 days including today for weekly', () => {
    expect(summaryRange('daily', '2026-11-21')).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
    expect(summaryRange('weekly', '2026-11-21')).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
  });

  it('crosses month and year boundaries', () => {
    expect(summaryRange('weekly', '2026-03-02').startDate).toBe('2026-02-24');
    expect(summaryRange('weekly', '2027-01-03').startDate).toBe('2026-12-28');
    expect(summaryRange('weekly', '2028-03-01').startDate).toBe('2028-02-24');
  });
});

describe('startOfDayUtc', () => {
  it('finds midnight in the owner time zone', () => {
    expect(startOfDayUtc('2026-11-21', 'UTC').toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(startOfDayUtc('2026-11-21', 'America/New_York').toISOString()).toBe(
      '2026-11-21T05:00:00.000Z',
    );
    expect(startOfDayUtc('2026-07-01', 'America/New_York').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    expect(startOfDayUtc('2026-11-21', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-20T18:30:00.000Z',
    );
  });

  it('handles the days daylight saving time starts and ends', () => {
    expect(startOfDayUtc('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfDayUtc('2026-03-09', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(startOfDayUtc('2026-11-01', 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });

  it('agrees with dateInTimeZone one millisecond either side of midnight', () => {
    for (const zone of ['Pacific/Auckland', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo']) {
      const start = startOfDayUtc('2026-03-29', zone).getTime();
      expect(dateInTimeZone(new Date(start), zone)).toBe('2026-03-29');
      expect(dateInTimeZone(new Date(start - 1), zone)).toBe('2026-03-28');
    }
  });
});

describe('instantRange', () => {
  it('spans the whole last day, end exclusive', () => {
    expect(
      instantRange({ startDate: '2026-11-15', endDate: '2026-11-21' }, 'Europe/Berlin'),
    ).toEqual({
      from: '2026-11-14T23:00:00.000Z',
      to: '2026-11-21T23:00:00.000Z',
    });
  });
});

describe('weekStart', () => {
  it('is the Monday of the week', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });
});
