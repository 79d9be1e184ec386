import { describe, expect, it } from 'vitest';
import { parseValidTime, readGridDay } from './nws.js';

const layer = (uom: string, values: [string, number | null][]) => ({
  uom,
  values: values.map(([validTime, value]) => ({ validTime, value })),
});

describe('NWS grid layers', () => {
  it('reads ISO 8601 intervals', () => {
    const start = Date.parse('2026-03-04T12:00:00+00:00');
    expect(parseValidTime('2026-03-04T12:00:00+00:00/PT6H')).toEqual([start, start + 6 * 3.6e6]);
    expect(parseValidTime('2026-03-04T12:00:00+00:00/P1DT3H')).toEqual([start, start + 27 * 3.6e6]);
    expect(parseValidTime('2026-03-04T12:00:00+00:00/PT30M')).toEqual([start, start + 1.8e6]);
    expect(parseValidTime('nonsense/PT1H')).toBeNull();
    expect(parseValidTime('2026-03-04T12:00:00+00:00/P0D')).toBeNull();
  });

  it("takes the site's calendar day, shares of intervals and other units into account", () => {
    // Chicago is UTC-6 in January: the local day is 06:00Z to 06:00Z.
    const day = readGridDay(
      {
        properties: {
          temperature: layer('wmoUnit:degF', [
            ['2026-01-15T00:00:00+00:00/PT6H', 0], // the evening before: not this day
            ['2026-01-15T06:00:00+00:00/PT6H', 32],
            ['2026-01-15T12:00:00+00:00/PT12H', 50],
            ['2026-01-16T06:00:00+00:00/PT1H', 99], // the next day
          ]),
          quantitativePrecipitation: layer('wmoUnit:mm', [
            ['2026-01-15T00:00:00+00:00/PT12H', 4], // half of it falls on this day
            ['2026-01-15T18:00:00+00:00/PT6H', null],
          ]),
          windSpeed: layer('wmoUnit:m_s-1', [['2026-01-15T06:00:00+00:00/P1D', 10]]),
        },
      },
      '2026-01-15',
      'America/Chicago',
    );
    expect(day).toEqual({ tempLowC: 0, tempHighC: 10, precipitationMm: 2, windKph: 36 });
  });

  it('has no reading for a day the grid does not cover', () => {
    const grid = {
      properties: { temperature: layer('wmoUnit:degC', [['2026-01-15T06:00:00+00:00/PT6H', 3]]) },
    };
    expect(readGridDay(grid, '2026-01-20', 'UTC')).toBeNull();
  });
});
