import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInTimeZone,
  isDateInRange,
  isValidIsoDate,
  isValidTimeZone,
} from './dates.js';
import { isoDateSchema } from './schemas/common.js';

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

describe('isDateInRange', () => {
  it('takes the years 1900 to 2999, so a date 400 days on keeps four digits', () => {
    expect(isDateInRange('1900-01-01')).toBe(true);
    expect(isDateInRange('2999-12-31')).toBe(true);
    expect(addDays('2999-12-31', 3650)).toBe('3009-12-29');
    expect(isDateInRange('1899-12-31')).toBe(false);
    expect(isDateInRange('3026-01-01')).toBe(false);
    expect(isDateInRange('9999-12-31')).toBe(false);
    expect(isDateInRange('2026-02-30')).toBe(false);
  });

  it('gives the schema one message for each mistake', () => {
    const message = (value: string) => isoDateSchema.safeParse(value).error?.issues[0]?.message;
    expect(isoDateSchema.safeParse('2026-11-21').success).toBe(true);
    expect(message('2026-02-30')).toBe('must be a date in the form YYYY-MM-DD');
    expect(isoDateSchema.safeParse('2026-02-30').error?.issues).toHaveLength(1);
    expect(message('9999-12-31')).toBe('must be a date from 1900 to 2999');
  });
});

describe('dateInTimeZone', () => {
  const instant = new Date('2026-11-21T03:30:00Z');

  it('gives the calendar date in the owner time zone', () => {
    expect(dateInTimeZone(instant, 'UTC')).toBe('2026-11-21');
    expect(dateInTimeZone(instant, 'America/New_York')).toBe('2026-11-20');
    expect(dateInTimeZone(instant, 'Asia/Tokyo')).toBe('2026-11-21');
  });

  it("changes date at the zone's midnight to the millisecond, asked again and again", () => {
    // Each date is asked for twice so the second answer comes from the one kept.
    const at = (iso: string, zone: string) => {
      dateInTimeZone(new Date(iso), zone);
      return dateInTimeZone(new Date(iso), zone);
    };
    expect(at('2026-11-21T04:59:59.999Z', 'America/New_York')).toBe('2026-11-20');
    expect(at('2026-11-21T05:00:00.000Z', 'America/New_York')).toBe('2026-11-21');
    expect(at('2026-11-21T04:59:59.000Z', 'America/New_York')).toBe('2026-11-20');
    // Liberia kept an offset of -0:44:30 until 1972: its midnight fell on a half minute.
    expect(at('1971-06-02T00:44:29.999Z', 'Africa/Monrovia')).toBe('1971-06-01');
    expect(at('1971-06-02T00:44:30.000Z', 'Africa/Monrovia')).toBe('1971-06-02');
    // The same second in two zones: each zone's own date.
    expect(at('2026-11-21T03:30:00.500Z', 'Asia/Tokyo')).toBe('2026-11-21');
    expect(at('2026-11-21T03:30:00.500Z', 'America/Los_Angeles')).toBe('2026-11-20');
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
