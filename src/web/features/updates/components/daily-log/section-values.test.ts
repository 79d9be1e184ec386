import { describe, expect, it } from 'vitest';
import { EMPTY_SECTIONS, type DailyLogSections } from '../../../../../core/schemas/daily-log';
import {
  crewToValues,
  sectionFields,
  sectionsToValues,
  toDisplay,
  toMetric,
  weatherFromValues,
  weatherToValues,
} from './section-values';
import { sectionSummaries } from './section-summaries';

const withSections = (patch: Partial<DailyLogSections>): DailyLogSections => ({
  ...EMPTY_SECTIONS,
  ...patch,
});

describe('units in the form', () => {
  it('shows stored metric in US units and reads typed US units back to metric', () => {
    const shown = weatherToValues(
      {
        conditions: 'Light rain',
        tempLowC: 10,
        tempHighC: 20,
        precipitationMm: 25.4,
        windKph: 16.09344,
        source: 'auto',
      },
      'us',
    );
    expect(shown).toEqual({
      conditions: 'Light rain',
      low: 50,
      high: 68,
      precipitation: 1,
      wind: 10,
    });
    const back = weatherFromValues(shown, 'us')!;
    expect(back.tempLowC).toBeCloseTo(10, 6);
    expect(back.tempHighC).toBeCloseTo(20, 6);
    expect(back.precipitationMm).toBeCloseTo(25.4, 6);
    expect(back.windKph).toBeCloseTo(16.09344, 6);
    expect(back.source).toBe('manual');
  });

  it('keeps metric as typed', () => {
    expect(weatherToValues({ ...EMPTY_WEATHER, tempLowC: -3.5 }, 'metric').low).toBe(-3.5);
    expect(toMetric.temp(-3.5, 'metric')).toBe(-3.5);
    expect(toDisplay.temp(-40, 'us')).toBe(-40);
    expect(toMetric.temp(32, 'us')).toBe(0);
  });

  it('treats an empty weather form as no weather, and leaves text for the schema to refuse', () => {
    expect(weatherFromValues(weatherToValues(null, 'us'), 'us')).toBeNull();
    const typed = weatherFromValues(
      { conditions: '', low: 'abc', high: '', precipitation: '', wind: '' },
      'metric',
    );
    expect(typed?.tempLowC).toBe('abc');
  });
});

const EMPTY_WEATHER = {
  conditions: null,
  tempLowC: null,
  tempHighC: null,
  precipitationMm: null,
  windKph: null,
  source: 'manual' as const,
};

describe('Same as last log', () => {
  it('copies each crew row with its contact, company, trade, workers and hours', () => {
    expect(
      crewToValues([
        { contactId: 'c1', company: 'Acme Concrete', trade: 'Concrete', workers: 4, hours: 8 },
        { contactId: null, company: 'Our crew', trade: null, workers: 2, hours: 7.5 },
      ]),
    ).toEqual([
      { contactId: 'c1', company: 'Acme Concrete', trade: 'Concrete', workers: 4, hours: 8 },
      { contactId: '', company: 'Our crew', trade: '', workers: 2, hours: 7.5 },
    ]);
  });
});

describe('sectionFields', () => {
  const values = () => sectionsToValues(null, 'metric');

  it('leaves empty sections and untouched weather out of a create', () => {
    const { fields, errors } = sectionFields(values(), {
      units: 'metric',
      weatherTouched: false,
      editing: false,
    });
    expect(errors).toEqual({});
    expect(Object.keys(fields)).toEqual(['sectionVisibility']);
    expect(JSON.parse(fields.sectionVisibility!)).toEqual(EMPTY_SECTIONS.sectionVisibility);
  });

  it('clears emptied sections on an edit and sends cleared weather as blank', () => {
    const { fields } = sectionFields(values(), {
      units: 'metric',
      weatherTouched: true,
      editing: true,
    });
    expect(fields).toMatchObject({
      weather: '',
      crew: '',
      delays: '',
      visitors: '',
      deliveries: '',
      safety: '',
    });
  });

  it('sends rows as the API takes them, drops blank rows, converts US units', () => {
    const form = values();
    form.weather = { conditions: 'Sunny', low: 50, high: 68, precipitation: '', wind: '' };
    form.crew = [
      { contactId: '', company: 'Our crew', trade: 'Framing', workers: 3, hours: 8 },
      { contactId: '', company: '', trade: '', workers: '', hours: '' },
    ];
    form.delays = [{ type: 'inspection', hours: 1.5, cause: 'Inspector late' }];
    form.visitors = [
      {
        name: 'Pat Lee',
        organisation: 'City',
        purpose: 'Framing',
        inspection: true,
        result: 'pass',
        inspector: 'Pat Lee',
      },
    ];
    form.safety = { incident: false, nearMiss: false, toolboxTalk: true, note: '' };
    const { fields, errors } = sectionFields(form, {
      units: 'us',
      weatherTouched: true,
      editing: false,
    });
    expect(errors).toEqual({});
    expect(JSON.parse(fields.weather!)).toMatchObject({ conditions: 'Sunny', tempLowC: 10 });
    expect(JSON.parse(fields.crew!)).toEqual([
      { contactId: null, company: 'Our crew', trade: 'Framing', workers: 3, hours: 8 },
    ]);
    expect(JSON.parse(fields.delays!)).toEqual([
      { type: 'inspection', hours: 1.5, cause: 'Inspector late' },
    ]);
    expect(JSON.parse(fields.visitors!)[0]).toMatchObject({ inspection: true, result: 'pass' });
    expect(JSON.parse(fields.safety!)).toEqual({
      incident: false,
      nearMiss: false,
      toolboxTalk: true,
      note: null,
    });
    expect(fields.deliveries).toBeUndefined();
    expect(sectionSummaries(form, 'us')).toMatchObject({
      weather: 'Sunny, 50 to 68 °F',
      crew: '3 workers, 24 crew-hours',
      delays: '1 delay, 1.5 h lost',
      visitors: '1 visitor, 1 inspection',
      deliveries: '',
      safety: 'Toolbox talk',
    });
  });

  it('names the section and row of a problem, in the server’s words', () => {
    const form = values();
    form.crew = [
      { contactId: '', company: 'A', trade: '', workers: 2, hours: 8 },
      { contactId: '', company: 'B', trade: '', workers: 2.5, hours: 8 },
    ];
    form.weather = { conditions: '', low: 20, high: 10, precipitation: '', wind: '' };
    form.deliveries = [{ supplier: 'Lumber Co', items: '', quantity: '', receivedBy: '' }];
    const { errors } = sectionFields(form, {
      units: 'metric',
      weatherTouched: true,
      editing: false,
    });
    expect(errors).toEqual({
      crew: 'row 2: Workers must be a whole number',
      weather: 'Low temperature must not be above the high',
      deliveries: 'row 1: Items is required',
    });
  });

  it('reads an update’s sections back into the form', () => {
    const form = sectionsToValues(
      withSections({
        delays: [{ type: 'weather', hours: 2, cause: null }],
        safety: { incident: true, nearMiss: false, toolboxTalk: false, note: 'Cut hand' },
        sectionVisibility: { ...EMPTY_SECTIONS.sectionVisibility, delays: 'client' },
      }),
      'metric',
    );
    expect(form.delays).toEqual([{ type: 'weather', hours: 2, cause: '' }]);
    expect(form.safety.note).toBe('Cut hand');
    expect(form.visibility.delays).toBe('client');
  });
});
