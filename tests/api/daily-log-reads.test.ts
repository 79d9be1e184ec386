import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '../../src/core/schemas/update.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp, setTimeZone } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';

// What the daily log gives back (issue 19): "Same as last log" (the previous crew of a
// project), delay hours over a range for claims, the weather and crew lines of the
// summaries and the daily update, and the crew-hours and delay-hours CSV columns.

let t: TestApp;
let cookie: string;
let projectId: string;
let otherProjectId: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  await setTimeZone(t, cookie, 'UTC');
  today = new Date().toISOString().slice(0, 10);
  const client = await seedClient(t.db, { name: 'Reads Client' });
  projectId = (await seedProject(t.db, { name: 'Harbor Bridge', clientId: client.id })).id;
  otherProjectId = (await seedProject(t.db, { name: 'Other Job', clientId: client.id })).id;
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.request(cookie, { method: 'GET', url });
  return response;
};

const log = (fields: Record<string, unknown>) =>
  createUpdate(t, cookie, {
    projectId,
    note: 'Log',
    ...Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
  } as Record<string, string>);

describe(`same as last log (${testDialect})`, () => {
  it('gives the crew of the newest earlier log of the project that has one', async () => {
    const empty = await get(`/api/projects/${projectId}/last-crew`);
    expect(empty.json()).toEqual({ updateId: null, date: null, crew: [] });

    const monday = await log({
      date: '2026-02-02',
      crew: [{ company: 'Framers', trade: 'Framing', workers: 4, hours: 8 }],
    });
    const tuesday = await log({
      date: '2026-02-03',
      crew: [{ company: 'Framers', trade: 'Framing', workers: 5, hours: 9 }],
    });
    // Later, but without a crew, and another project's: neither counts.
    await log({ date: '2026-02-04' });
    await createUpdate(t, cookie, {
      projectId: otherProjectId,
      note: 'Other',
      date: '2026-02-05',
      crew: JSON.stringify([{ company: 'Elsewhere', workers: 1, hours: 1 }]),
    });

    expect((await get(`/api/projects/${projectId}/last-crew`)).json()).toEqual({
      updateId: tuesday.id,
      date: '2026-02-03',
      crew: tuesday.crew,
    });
    // Writing Tuesday's log again: the one before it.
    expect((await get(`/api/projects/${projectId}/last-crew?before=2026-02-03`)).json()).toEqual({
      updateId: monday.id,
      date: '2026-02-02',
      crew: monday.crew,
    });
    expect((await get(`/api/projects/${projectId}/last-crew?before=2026-13-01`)).statusCode).toBe(
      400,
    );
    expect(
      (await get('/api/projects/00000000-0000-4000-8000-000000000000/last-crew')).statusCode,
    ).toBe(404);
  });
});

describe(`delay days (${testDialect})`, () => {
  it('sums the hours lost over a range: in all, by type and by day', async () => {
    await log({
      date: '2026-01-12',
      delays: [
        { type: 'weather', hours: 3, cause: 'Rain' },
        { type: 'material', hours: 1.5, cause: 'Late rebar' },
      ],
    });
    await log({ date: '2026-01-12', delays: [{ type: 'inspection', hours: 0.75 }] });
    await log({ date: '2026-01-14', delays: [{ type: 'weather', hours: 8, cause: 'Storm' }] });
    await log({ date: '2026-01-15', delays: [{ type: 'client', hours: 0 }] });
    // Outside the range, and on another project.
    await log({ date: '2026-01-20', delays: [{ type: 'weather', hours: 5 }] });
    await createUpdate(t, cookie, {
      projectId: otherProjectId,
      note: 'Other',
      date: '2026-01-13',
      delays: JSON.stringify([{ type: 'client', hours: 6 }]),
    });

    const response = await get(`/api/projects/${projectId}/delays?from=2026-01-10&to=2026-01-16`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-01-10',
      to: '2026-01-16',
      totalHours: 13.25,
      byType: {
        weather: 11,
        client: 0,
        subcontractor: 0,
        material: 1.5,
        inspection: 0.75,
        other: 0,
      },
      days: [
        { date: '2026-01-12', hours: 5.25 },
        { date: '2026-01-14', hours: 8 },
      ],
    });
    // Without a range: the project's whole history.
    expect((await get(`/api/projects/${projectId}/delays`)).json()).toMatchObject({
      from: null,
      to: null,
      totalHours: 18.25,
    });
    const reversed = await get(`/api/projects/${projectId}/delays?from=2026-01-16&to=2026-01-10`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/^to: must be on or after from/);
  });
});

describe(`summaries, daily update and CSV (${testDialect})`, () => {
  let update: Update;

  beforeAll(async () => {
    update = await createUpdate(t, cookie, {
      projectId,
      note: 'Deck forms set',
      date: today,
      weather: JSON.stringify({
        conditions: 'Sunny',
        tempLowC: 10,
        tempHighC: 20,
        precipitationMm: 2.54,
        windKph: 16.1,
      }),
      crew: JSON.stringify([
        { company: 'Our crew', trade: 'Carpentry', workers: 4, hours: 8 },
        { company: 'Rebar Co', workers: 2, hours: 7.5 },
      ]),
      delays: JSON.stringify([{ type: 'material', hours: 1.5, cause: 'Late pump' }]),
    });
  });

  it('adds the weather and crew lines under the note, in the locale units', async () => {
    const daily = (await get('/api/summaries/daily')).json<{ summary: string }>().summary;
    expect(daily).toContain(
      [
        'Harbor Bridge:',
        '- Deck forms set',
        '- Weather: Sunny, 10 °C to 20 °C, precipitation 2.5 mm, wind 16 km/h',
        '- Crew: 6 workers, 47 h (Our crew, Carpentry: 4 x 8 h; Rebar Co: 2 x 7.5 h)',
      ].join('\n'),
    );
    const text = (await get('/api/daily-update')).json<{ text: string }>().text;
    expect(text).toContain('- Weather: Sunny, 10 °C to 20 °C');
    expect(text).toContain('- Crew: 6 workers, 47 h');
    // The counters still count updates, not lines.
    expect((await get('/api/daily-update')).json().stats.updates).toBe(1);

    const locale = (await get('/api/settings/locale')).json();
    const us = await t.request(cookie, {
      method: 'PUT',
      url: '/api/settings/locale',
      payload: { ...locale, units: 'us' },
    });
    expect(us.statusCode).toBe(200);
    try {
      const weekly = (await get('/api/summaries/weekly')).json<{ summary: string }>().summary;
      expect(weekly).toContain(
        '- Weather: Sunny, 50 °F to 68 °F, precipitation 0.1 in, wind 10 mph',
      );
    } finally {
      await t.request(cookie, {
        method: 'PUT',
        url: '/api/settings/locale',
        payload: { ...locale, units: 'metric' },
      });
    }
  });

  it('exports crew-hours and delay-hours columns with the updates', async () => {
    const response = await get('/api/export/csv/updates');
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Project","Note","Checklist","Files","Created At","Crew Hours","Delay Hours"',
    );
    const row = lines.find((line) => line.includes('Deck forms set'));
    expect(row).toMatch(
      new RegExp(`^"${today}","Harbor Bridge","Deck forms set","","","[^"]+",47,1\\.5$`),
    );
    // A log without sections leaves both empty.
    const plain = lines.find((line) => line.startsWith('"2026-02-04"'));
    expect(plain).toMatch(/,,$/);
    expect(update.id).toBeTruthy();
  });
});
