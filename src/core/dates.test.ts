import { describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone, isValidIsoDate, isValidTimeZone } from './dates.js';

describe('isValidIsoDate', () => {
  it('accepts real calendar dates', () => {
    expect(isValidIsoDate('2026-11-21')).toBe(true);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
  });

  it('rejects dates that do not exist or are malformed', () => {
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-1-01')).toBe(false);
    expect(isValidIsoDate('2026-11-21T00:00:00Z')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
  });
});

describe('dateInTimeZone', () => {
  const instant = new Date('2026-11-21T03:30:00Z');

  it('gives the calendar date in the owner time zone', () => {
    expect(dateInTimeZone(instant, 'UTC')).toBe('2026-11-21');
    expect(dateInTimeZone(instant, 'America/New_York')).toBe('2026-11-20');
    expect(dateInTimeZone(instant, 'Asia/Tokyo')).toBe('2026-11-21');
  });
});

describe('addDays', () => {
  it('crosses month and year boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-21', -6)).toBe('2026-11-15');
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones and rejects nonsense', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
