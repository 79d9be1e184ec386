import { describe, expect, it } from 'vitest';
import { zonedInstant } from './dates.js';
import { dueOccurrence } from './schedule-time.js';

const armedAt = '2026-01-01T00:00:00.000Z';

describe('zonedInstant', () => {
  it('turns a wall-clock time into the instant, across zones and DST', () => {
    expect(zonedInstant('2026-11-20', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-11-20T14:00:00.000Z',
    );
    expect(zonedInstant('2026-07-20', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-07-20T13:00:00.000Z',
    );
    expect(zonedInstant('2026-11-20', '09:00', 'Asia/Tokyo').toISOString()).toBe(
      '2026-11-20T00:00:00.000Z',
    );
    expect(zonedInstant('2026-11-20', '00:30', 'UTC').toISOString()).toBe(
      '2026-11-20T00:30:00.000Z',
    );
  });
});

describe('dueOccurrence', () => {
  const daily = { period: 'daily' as const, time: '09:00', weekday: 5, armedAt };

  it('is due from the time on, the same local day only', () => {
    const zone = 'America/New_York';
    expect(dueOccurrence(daily, new Date('2026-11-20T13:59:00Z'), zone)).toBeNull();
    expect(dueOccurrence(daily, new Date('2026-11-20T14:00:00Z'), zone)).toEqual({
      periodKey: 'daily:2026-11-20',
      range: { startDate: '2026-11-20', endDate: '2026-11-20' },
    });
    // 03:00 UTC on the 21st is still the 20th in New York.
    expect(dueOccurrence(daily, new Date('2026-11-21T03:00:00Z'), zone)?.periodKey).toBe(
      'daily:2026-11-20',
    );
    // Just after midnight local: the 21st's time has not come yet.
    expect(dueOccurrence(daily, new Date('2026-11-21T05:30:00Z'), zone)).toBeNull();
  });

  it('weekly is due on its weekday and covers the 7 days ending that day', () => {
    const weekly = { ...daily, period: 'weekly' as const, weekday: 5 };
    expect(dueOccurrence(weekly, new Date('2026-11-19T20:00:00Z'), 'UTC')).toBeNull(); // Thursday
    expect(dueOccurrence(weekly, new Date('2026-11-20T20:00:00Z'), 'UTC')).toEqual({
      periodKey: 'weekly:2026-11-20',
      range: { startDate: '2026-11-14', endDate: '2026-11-20' },
    });
  });

  it('does not send an occurrence that came before the schedule was saved', () => {
    const saved = { ...daily, armedAt: '2026-11-20T15:00:00Z' };
    expect(dueOccurrence(saved, new Date('2026-11-20T16:00:00Z'), 'UTC')).toBeNull();
    expect(dueOccurrence(saved, new Date('2026-11-21T09:00:00Z'), 'UTC')?.periodKey).toBe(
      'daily:2026-11-21',
    );
  });
});
