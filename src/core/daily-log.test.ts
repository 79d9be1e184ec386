import { describe, expect, it } from 'vitest';
import { crewHours, formatCrew, formatWeather, hoursByDelayType } from './daily-log.js';
import { toPublicDailyLog } from './schemas/daily-log.js';
import { parseStoredSections, summaryLines } from './stored-sections.js';
import { DEFAULT_SECTION_VISIBILITY } from './daily-log.js';

const weather = {
  conditions: 'Partly cloudy',
  tempLowC: -3.5,
  tempHighC: 21.2,
  precipitationMm: 12.7,
  windKph: 32.19,
  source: 'auto' as const,
};

describe('daily log text', () => {
  it('writes the weather in metric or US units', () => {
    expect(formatWeather(weather, 'metric')).toBe(
      'Partly cloudy, -3.5 °C to 21.2 °C, precipitation 12.7 mm, wind 32 km/h',
    );
    expect(formatWeather(weather, 'us')).toBe(
      'Partly cloudy, 26 °F to 70 °F, precipitation 0.5 in, wind 20 mph',
    );
    expect(
      formatWeather({ ...weather, conditions: null, tempLowC: null, windKph: null }, 'metric'),
    ).toBe('21.2 °C, precipitation 12.7 mm');
    expect(formatWeather(null, 'metric')).toBe('');
  });

  it('counts crew-hours as workers times the hours each worked', () => {
    const crew = [
      { contactId: null, company: 'Own crew', trade: null, workers: 3, hours: 7.5 },
      { contactId: null, company: 'Sparks', trade: 'Electrical', workers: 1, hours: 0.25 },
    ];
    expect(crewHours(crew)).toBe(22.75);
    expect(formatCrew(crew)).toBe(
      'Crew: 4 workers, 22.75 h (Own crew: 3 x 7.5 h; Sparks, Electrical: 1 x 0.25 h)',
    );
    expect(formatCrew([])).toBe('');
  });

  it('sums delay hours by type, every type present', () => {
    expect(
      hoursByDelayType([
        { type: 'weather', hours: 1.1, cause: null },
        { type: 'weather', hours: 2.2, cause: null },
        { type: 'other', hours: 1, cause: null },
      ]),
    ).toEqual({ weather: 3.3, client: 0, subcontractor: 0, material: 0, inspection: 0, other: 1 });
  });
});

describe('stored sections', () => {
  it('reads what it can and treats the rest as empty, never throwing', () => {
    const sections = parseStoredSections({
      weather: '{broken',
      weather_message: 'Open-Meteo answered 503.',
      crew: JSON.stringify([
        { contactId: null, company: 'Ok', trade: null, workers: 1, hours: 1 },
        { company: 'Missing fields' },
      ]),
      delays: '"not a list"',
      visitors: null,
      deliveries: null,
      safety: JSON.stringify({ incident: true, nearMiss: false, toolboxTalk: false, note: null }),
      visibility: JSON.stringify({ crew: 'client', safety: 'nonsense' }),
    });
    expect(sections).toMatchObject({
      weather: null,
      weatherMessage: 'Open-Meteo answered 503.',
      crew: [{ company: 'Ok' }],
      delays: [],
      safety: { incident: true },
    });
    // A stored map today's rules cannot read falls back to the defaults.
    expect(sections.sectionVisibility).toEqual(DEFAULT_SECTION_VISIBILITY);
    expect(parseStoredSections(null).crew).toEqual([]);
  });

  it('gives clients only what is switched client-visible', () => {
    const sections = {
      ...parseStoredSections(null),
      weather,
      crew: [{ contactId: 'c-1', company: 'Sparks', trade: null, workers: 1, hours: 8 }],
      delays: [{ type: 'client' as const, hours: 2, cause: 'Change order' }],
    };
    expect(toPublicDailyLog(sections)).toEqual({
      weather: {
        conditions: 'Partly cloudy',
        tempLowC: -3.5,
        tempHighC: 21.2,
        precipitationMm: 12.7,
        windKph: 32.19,
      },
    });
    const crewShown = toPublicDailyLog({
      ...sections,
      sectionVisibility: { ...DEFAULT_SECTION_VISIBILITY, crew: 'client', weather: 'internal' },
    });
    expect(crewShown).toEqual({
      crew: [{ company: 'Sparks', trade: null, workers: 1, hours: 8 }],
    });
  });

  it('adds weather and crew lines for the team, and for a client only when shown', () => {
    const stored = {
      weather: JSON.stringify(weather),
      crew: JSON.stringify([
        { contactId: null, company: 'Own', trade: null, workers: 2, hours: 8 },
      ]),
      visibility: null,
    };
    expect(summaryLines(stored, 'metric')).toEqual([
      'Weather: Partly cloudy, -3.5 °C to 21.2 °C, precipitation 12.7 mm, wind 32 km/h',
      'Crew: 2 workers, 16 h (Own: 2 x 8 h)',
    ]);
    expect(summaryLines(stored, 'metric', 'client')).toHaveLength(1);
  });
});
