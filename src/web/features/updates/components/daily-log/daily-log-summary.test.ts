import { describe, expect, it } from 'vitest';
import { EMPTY_SECTIONS } from '../../../../../core/schemas/daily-log';
import { dailyLogLines } from './daily-log-summary';

describe('dailyLogLines (the card)', () => {
  it('writes nothing for an update without sections', () => {
    expect(dailyLogLines(EMPTY_SECTIONS, 'metric')).toEqual([]);
  });

  it('writes one line per filled section, in the locale units', () => {
    const lines = dailyLogLines(
      {
        ...EMPTY_SECTIONS,
        weather: {
          conditions: 'Light rain',
          tempLowC: 10,
          tempHighC: 20,
          precipitationMm: null,
          windKph: null,
          source: 'auto',
        },
        crew: [
          { contactId: 'c1', company: 'Ruiz Framing', trade: 'Framing', workers: 4, hours: 8 },
          { contactId: null, company: 'Our crew', trade: null, workers: 1, hours: 7.5 },
        ],
        delays: [{ type: 'weather', hours: 2, cause: 'Rain' }],
        visitors: [
          {
            name: 'Pat',
            organisation: 'City',
            purpose: null,
            inspection: true,
            result: 'fail',
            inspector: null,
          },
          {
            name: 'Sam',
            organisation: null,
            purpose: 'Site walk',
            inspection: false,
            result: null,
            inspector: null,
          },
        ],
        deliveries: [
          { supplier: 'North Lumber', items: 'Studs', quantity: '200', receivedBy: 'Al' },
        ],
        safety: { incident: false, nearMiss: true, toolboxTalk: true, note: null },
      },
      'us',
    );
    expect(lines).toEqual([
      { label: 'Weather', text: 'Light rain, 50 °F to 68 °F' },
      {
        label: 'Crew',
        text: '5 workers, 39.5 crew-hours: Ruiz Framing (Framing), Our crew',
      },
      { label: 'Delays', text: '2 h lost (Weather 2 h: Rain)' },
      { label: 'Inspection', text: 'Pat (City), Fail' },
      { label: 'Visitor', text: 'Sam, Site walk' },
      { label: 'Delivery', text: 'North Lumber: Studs, 200, received by Al' },
      { label: 'Safety', text: 'Near miss, Toolbox talk' },
    ]);
  });
});
