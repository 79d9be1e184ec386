import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHECKLIST_ITEMS } from '../../src/core/checklist.js';
import { MAX_SECTIONS_JSON_LENGTH } from '../../src/core/schemas/daily-log.js';
import {
  MAX_CHECKLIST_JSON_LENGTH,
  MAX_NOTE_LENGTH,
  type Update,
} from '../../src/core/schemas/update.js';
import { snapshotTables } from './helpers/fuzz-snapshot.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { createLink, portalGet, tokenOf } from './helpers/portal.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';
import { createUpdate, patchUpdate, postUpdate } from './helpers/uploads.js';
import { DEFAULT_SECTION_VISIBILITY } from '../../src/core/daily-log.js';

// The daily log's sections on an update (issue 19, decision 190): weather, crew, delays,
// visitors and inspections, deliveries and safety, sent as multipart fields of JSON text,
// validated at the route (400 naming the field and the row), stored beside the update and
// returned as objects; clients see weather and the sections switched client-visible only.

let t: TestApp;
let cookie: string;
let projectId: string;
let subcontractorId: string;
let clientContactId: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  const client = await seedClient(t.db, { name: 'Log Client' });
  clientContactId = client.id;
  projectId = (await seedProject(t.db, { name: 'Log Project', clientId: client.id })).id;
  subcontractorId = (
    await seedClient(t.db, {
      name: 'Rita Alvarez',
      company: 'Alvarez Electric',
      type: 'Subcontractor',
      trade: 'Electrical',
    })
  ).id;
});
afterAll(() => t.close());

const base = () => ({ projectId, note: 'Framing the second floor', date: '2026-03-04' });

const SECTIONS = {
  weather: {
    conditions: 'Overcast',
    tempLowC: 4,
    tempHighC: 11.44,
    precipitationMm: 0,
    windKph: 22,
  },
  crew: [
    { contactId: null, company: '  Our crew ', trade: 'Carpentry', workers: 4, hours: 8 },
    { contactId: null, company: 'Alvarez Electric', trade: 'Electrical', workers: 2, hours: 7.5 },
  ],
  delays: [
    { type: 'weather', hours: 2, cause: 'Rain stopped the roof work\nuntil noon' },
    { type: 'material', hours: 1.25, cause: null },
  ],
  visitors: [
    {
      name: 'Sam Ortiz',
      organisation: 'City of Springfield',
      purpose: 'Framing inspection',
      inspection: true,
      result: 'partial',
      inspector: 'S. Ortiz',
    },
    { name: 'Dana Client', organisation: null, purpose: 'Walkthrough', inspection: false },
  ],
  deliveries: [
    { supplier: 'Lumber Yard Co', items: '2x6 studs', quantity: '240 pcs', receivedBy: 'Mo' },
  ],
  safety: { incident: false, nearMiss: true, toolboxTalk: true, note: 'Ladder footing talk' },
};

const asFields = (sections: Partial<Record<keyof typeof SECTIONS, unknown>>) =>
  Object.fromEntries(
    Object.entries(sections).map(([name, value]) => [name, JSON.stringify(value)]),
  );

/** Refused with 400 naming `message`; nothing was written. */
async function expectRefused(fields: Record<string, string>, message: RegExp, update?: Update) {
  const before = await snapshotTables(t.db);
  const response = update
    ? await patchUpdate(t, cookie, update.id, fields)
    : await postUpdate(t, cookie, { ...base(), ...fields });
  expect(response.statusCode, `${JSON.stringify(fields).slice(0, 120)} -> ${response.body}`).toBe(
    400,
  );
  expect(response.json<{ message: string }>().message).toMatch(message);
  expect(await snapshotTables(t.db)).toBe(before);
}

describe(`daily log sections (${testDialect})`, () => {
  it('returns empty sections for an update without them', async () => {
    const update = await createUpdate(t, cookie, base());
    expect(update).toMatchObject({
      weather: null,
      weatherMessage: null,
      crew: [],
      delays: [],
      visitors: [],
      deliveries: [],
      safety: null,
      sectionVisibility: DEFAULT_SECTION_VISIBILITY,
    });
    // The spec's fields stay as they were.
    expect(update).toMatchObject({ note: 'Framing the second floor', checklist: null, files: [] });
  });

  it('stores every section as sent and returns it as objects, on every read', async () => {
    const update = await createUpdate(t, cookie, { ...base(), ...asFields(SECTIONS) });
    const expected = {
      weather: { ...SECTIONS.weather, tempHighC: 11.4, source: 'manual' },
      weatherMessage: null,
      crew: [
        { contactId: null, company: 'Our crew', trade: 'Carpentry', workers: 4, hours: 8 },
        SECTIONS.crew[1],
      ],
      delays: SECTIONS.delays,
      visitors: [SECTIONS.visitors[0], { ...SECTIONS.visitors[1], result: null, inspector: null }],
      deliveries: SECTIONS.deliveries,
      safety: SECTIONS.safety,
      sectionVisibility: DEFAULT_SECTION_VISIBILITY,
    };
    expect(update).toMatchObject(expected);
    const one = await t.request(cookie, { method: 'GET', url: `/api/updates/${update.id}` });
    expect(one.json()).toMatchObject(expected);
    const list = await t.request(cookie, {
      method: 'GET',
      url: `/api/updates?projectId=${projectId}`,
    });
    expect(list.json<Update[]>().find((u) => u.id === update.id)).toMatchObject(expected);
  });

  it('names a crew by its contact, keeping the company as written that day', async () => {
    const update = await createUpdate(t, cookie, {
      ...base(),
      crew: JSON.stringify([
        { contactId: subcontractorId, trade: 'Electrical', workers: 3, hours: 6 },
        { contactId: subcontractorId, company: 'Alvarez (night shift)', workers: 1, hours: 4 },
      ]),
    });
    expect(update.crew).toEqual([
      {
        contactId: subcontractorId,
        company: 'Alvarez Electric',
        trade: 'Electrical',
        workers: 3,
        hours: 6,
      },
      {
        contactId: subcontractorId,
        company: 'Alvarez (night shift)',
        trade: null,
        workers: 1,
        hours: 4,
      },
    ]);
    await expectRefused(
      {
        crew: JSON.stringify([
          { contactId: '00000000-0000-4000-8000-000000000000', workers: 1, hours: 1 },
        ]),
      },
      /^crew: row 1: no contact with this id/,
    );
    await expectRefused(
      { crew: JSON.stringify([{ contactId: clientContactId, workers: 1, hours: 1 }]) },
      /^crew: row 1: Log Client is a client/,
    );
  });

  it('edits the sections sent and keeps the others; blank or null clears one', async () => {
    const update = await createUpdate(t, cookie, { ...base(), ...asFields(SECTIONS) });
    const crewOnly = await patchUpdate(t, cookie, update.id, {
      crew: JSON.stringify([{ company: 'Roofers Inc', workers: 3, hours: 6 }]),
    });
    expect(crewOnly.statusCode, crewOnly.body).toBe(200);
    const edited = crewOnly.json<Update>();
    expect(edited.crew).toEqual([
      { contactId: null, company: 'Roofers Inc', trade: null, workers: 3, hours: 6 },
    ]);
    expect(edited.delays).toEqual(SECTIONS.delays);
    expect(edited.weather?.conditions).toBe('Overcast');

    const cleared = await patchUpdate(t, cookie, update.id, {
      delays: '',
      visitors: 'null',
      deliveries: '[]',
      safety: JSON.stringify({ incident: false, nearMiss: false, toolboxTalk: false }),
    });
    expect(cleared.json<Update>()).toMatchObject({
      delays: [],
      visitors: [],
      deliveries: [],
      safety: null,
      crew: edited.crew,
    });
    // A note-only edit (the spec's form) leaves every section alone.
    const noted = await patchUpdate(t, cookie, update.id, { note: 'Only the note' });
    expect(noted.json<Update>().crew).toEqual(edited.crew);
  });

  it('refuses bad numbers, unknown types and broken rows, naming the section and row', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { crew: [{ company: 'A', workers: 1.5, hours: 8 }] },
        /^crew: row 1: Workers must be a whole number/,
      ],
      [
        { crew: [{ company: 'A', workers: -1, hours: 8 }] },
        /^crew: row 1: Workers must be at least 0/,
      ],
      [
        { crew: [{ company: 'A', workers: 501, hours: 8 }] },
        /^crew: row 1: Workers must be at most 500/,
      ],
      [
        { crew: [{ company: 'A', workers: 2, hours: '8' }] },
        /^crew: row 1: Hours must be a number/,
      ],
      [
        { crew: [{ company: 'A', workers: 2, hours: 25 }] },
        /^crew: row 1: Hours must be at most 24/,
      ],
      [{ crew: [{ workers: 2, hours: 8 }] }, /^crew: row 1: Company is required/],
      [{ crew: [{ company: 'A', workers: 2, hours: 8 }, 'B'] }, /^crew: row 2: /],
      [
        { crew: [{ company: 'A', workers: 2, hours: 8, rate: 50 }] },
        /^crew: row 1: unknown field rate$/,
      ],
      [{ crew: { company: 'A' } }, /^crew: must be a list of rows/],
      [
        { delays: [{ type: 'rain', hours: 2 }] },
        /^delays: row 1: Type must be one of: weather, client, subcontractor, material, inspection, other/,
      ],
      [
        { delays: [{ type: 'client', hours: -2 }] },
        /^delays: row 1: Hours lost must be at least 0/,
      ],
      [{ delays: [{ type: 'client' }] }, /^delays: row 1: Hours lost must be a number/],
      [
        { visitors: [{ name: 'I', inspection: true, result: 'maybe' }] },
        /^visitors: row 1: Result must be one of: pass, fail, partial/,
      ],
      [
        { visitors: [{ name: 'V', result: 'pass' }] },
        /^visitors: row 1: Result is only for inspections/,
      ],
      [{ visitors: [{ name: '  ', inspection: false }] }, /^visitors: row 1: Name is required/],
      [
        { visitors: [{ name: 'V', inspection: 'yes' }] },
        /^visitors: row 1: Inspection must be true or false/,
      ],
      [{ deliveries: [{ supplier: 'S' }] }, /^deliveries: row 1: Items must be text/],
      [{ safety: { incident: 'no' } }, /^safety: Incident must be true or false/],
      [{ safety: [] }, /^safety: /],
      [{ sectionVisibility: { crew: 'public' } }, /^sectionVisibility: /],
      [{ sectionVisibility: { photos: 'client' } }, /^sectionVisibility: unknown field photos$/],
    ];
    for (const [sections, message] of cases) await expectRefused(asFields(sections), message);
    // Text that is not JSON, and a control character escaped inside it.
    await expectRefused({ delays: '[{"type":"weather",' }, /^delays: must be JSON text/);
    await expectRefused(
      { crew: '[{"company":"A\\u0000B","workers":1,"hours":1}]' },
      /^crew: row 1: Company must not contain control characters/,
    );
    // The same rules on an edit.
    const update = await createUpdate(t, cookie, base());
    await expectRefused(
      asFields({ delays: [{ type: 'flood', hours: 1 }] }),
      /^delays: row 1: Type/,
      update,
    );
  });

  it('holds at most 50 rows per list and 5,000 characters per text', async () => {
    const row = { company: 'Crew', workers: 1, hours: 1 };
    const fifty = await createUpdate(t, cookie, {
      ...base(),
      crew: JSON.stringify(Array.from({ length: 50 }, () => row)),
      delays: JSON.stringify([{ type: 'other', hours: 1, cause: 'c'.repeat(5000) }]),
    });
    expect(fifty.crew).toHaveLength(50);
    expect(fifty.delays[0]!.cause).toHaveLength(5000);
    await expectRefused(
      asFields({ crew: Array.from({ length: 51 }, () => row) }),
      /^crew: at most 50 rows/,
    );
    await expectRefused(
      asFields({ delays: [{ type: 'other', hours: 1, cause: 'c'.repeat(5001) }] }),
      /^delays: row 1: Cause must be at most 5000 characters/,
    );
    await expectRefused(
      asFields({ deliveries: [{ supplier: 's'.repeat(5001), items: 'x' }] }),
      /^deliveries: row 1: Supplier must be at most 5000 characters/,
    );
  });

  it(`holds at most ${MAX_SECTIONS_JSON_LENGTH} characters of sections, and takes the longest with the longest note and checklist`, async () => {
    // Delay causes in a script of three UTF-8 bytes per character, filling the limit exactly.
    const rows = (length: number) => {
      const empty = Array.from({ length: 40 }, () => ({ type: 'other', hours: 1, cause: '' }));
      const room = length - JSON.stringify(empty).length;
      return empty.map((delay, i) => ({
        ...delay,
        cause: '界'.repeat(Math.floor(room / 40) + (i < room % 40 ? 1 : 0)),
      }));
    };
    const longest = rows(MAX_SECTIONS_JSON_LENGTH);
    expect(JSON.stringify(longest)).toHaveLength(MAX_SECTIONS_JSON_LENGTH);
    const checklist = JSON.stringify(
      Array.from({ length: MAX_CHECKLIST_ITEMS }, (_, i) => ({
        text: '界'.repeat(Math.floor(MAX_CHECKLIST_JSON_LENGTH / MAX_CHECKLIST_ITEMS) - 40),
        completed: i % 2 === 0,
      })),
    );
    const response = await postUpdate(
      t,
      cookie,
      {
        ...base(),
        note: '界'.repeat(MAX_NOTE_LENGTH),
        checklist,
        delays: JSON.stringify(longest),
        sectionVisibility: '{"delays":"client"}',
      },
      [{ filename: 'site.png', contentType: 'image/png', data: PNG_BYTES }],
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
    expect(response.json<Update>().delays).toEqual(longest);

    const over = rows(MAX_SECTIONS_JSON_LENGTH - 20);
    await expectRefused(
      { delays: JSON.stringify(over), safety: JSON.stringify({ note: 'n'.repeat(30) }) },
      new RegExp(`at most ${MAX_SECTIONS_JSON_LENGTH} characters together`),
    );
  });
});

describe(`what clients see of the daily log (${testDialect})`, () => {
  it('shares the weather and the note; other sections only once switched client-visible', async () => {
    const update = await createUpdate(t, cookie, {
      ...base(),
      note: 'Shared log',
      ...asFields({
        ...SECTIONS,
        crew: [{ contactId: subcontractorId, workers: 2, hours: 8 }],
      }),
    });
    const shared = async () => {
      const response = await t.request(null, {
        method: 'GET',
        url: `/api/public/updates/${update.id}`,
      });
      expect(response.statusCode).toBe(200);
      return response;
    };
    const first = await shared();
    expect(first.json()).toMatchObject({
      note: 'Shared log',
      weather: {
        conditions: 'Overcast',
        tempLowC: 4,
        tempHighC: 11.4,
        precipitationMm: 0,
        windKph: 22,
      },
    });
    for (const internal of ['crew', 'delays', 'visitors', 'deliveries', 'safety']) {
      expect(first.json()).not.toHaveProperty(internal);
    }
    // Nothing internal in the raw answer: names, causes, notes, ids, the weather's source.
    for (const secret of [
      'Alvarez',
      subcontractorId,
      'Rain stopped',
      'Sam Ortiz',
      'Lumber Yard',
      'Ladder footing',
      'manual',
      'weatherMessage',
      'sectionVisibility',
    ]) {
      expect(first.body).not.toContain(secret);
    }

    const switched = await patchUpdate(t, cookie, update.id, {
      sectionVisibility: JSON.stringify({ crew: 'client', safety: 'client', weather: 'internal' }),
    });
    expect(switched.json<Update>().sectionVisibility).toEqual({
      ...DEFAULT_SECTION_VISIBILITY,
      crew: 'client',
      safety: 'client',
      weather: 'internal',
    });
    // A later switch keeps the earlier ones.
    const again = await patchUpdate(t, cookie, update.id, {
      sectionVisibility: JSON.stringify({ deliveries: 'client' }),
    });
    expect(again.json<Update>().sectionVisibility).toMatchObject({
      crew: 'client',
      deliveries: 'client',
      weather: 'internal',
    });
    const second = await shared();
    expect(second.json()).toMatchObject({
      crew: [{ company: 'Alvarez Electric', trade: null, workers: 2, hours: 8 }],
      deliveries: SECTIONS.deliveries,
      safety: SECTIONS.safety,
    });
    for (const internal of ['weather', 'delays', 'visitors']) {
      expect(second.json()).not.toHaveProperty(internal);
    }
    // The crew's contact id stays inside even when the crew is shown.
    expect(second.body).not.toContain(subcontractorId);
    expect(second.body).not.toContain('Rain stopped');
    expect(second.body).not.toContain('Sam Ortiz');
    const list = await t.request(null, {
      method: 'GET',
      url: '/api/public/updates?from=2026-03-01&to=2026-03-31',
    });
    expect(
      list.json<{ id: string; crew: unknown }[]>().find((u) => u.id === update.id)?.crew,
    ).toHaveLength(1);
    expect(list.body).not.toContain('Rain stopped');

    // The client portal shows the same: its update shape is built from the same public one.
    const link = await createLink(t, cookie, projectId);
    const portal = await portalGet(t, tokenOf(link.url), '/updates?from=2026-03-01&to=2026-03-31');
    expect(portal.statusCode).toBe(200);
    const onPortal = portal.json<Record<string, unknown>[]>().find((u) => u.id === update.id);
    expect(onPortal).toMatchObject({
      crew: [{ company: 'Alvarez Electric', trade: null, workers: 2, hours: 8 }],
      deliveries: SECTIONS.deliveries,
      safety: SECTIONS.safety,
    });
    expect(onPortal).not.toHaveProperty('delays');
    expect(onPortal).not.toHaveProperty('weather');
    for (const secret of [subcontractorId, 'Rain stopped', 'Sam Ortiz', 'manual']) {
      expect(portal.body).not.toContain(secret);
    }
  });

  it('the portal shows only the weather of a log left as it was saved (internal by default)', async () => {
    const update = await createUpdate(t, cookie, {
      ...base(),
      date: '2026-04-07',
      note: 'Default log',
      ...asFields({ ...SECTIONS, crew: [{ contactId: subcontractorId, workers: 2, hours: 8 }] }),
    });
    expect(update.sectionVisibility).toEqual(DEFAULT_SECTION_VISIBILITY);
    const link = await createLink(t, cookie, projectId);
    const portal = await portalGet(t, tokenOf(link.url), '/updates?from=2026-04-07&to=2026-04-07');
    expect(portal.statusCode).toBe(200);
    const onPortal = portal.json<Record<string, unknown>[]>().find((u) => u.id === update.id);
    expect(onPortal).toMatchObject({ weather: { conditions: 'Overcast' } });
    for (const internal of ['crew', 'delays', 'visitors', 'deliveries', 'safety']) {
      expect(onPortal).not.toHaveProperty(internal);
    }
    // The raw answer: no name, cause, note or id of an internal section, no weather source.
    for (const secret of [
      'Alvarez',
      subcontractorId,
      'Rain stopped',
      'Sam Ortiz',
      'Lumber Yard',
      'Ladder footing',
      'manual',
      'weatherMessage',
      'sectionVisibility',
    ]) {
      expect(portal.body).not.toContain(secret);
    }
  });
});
