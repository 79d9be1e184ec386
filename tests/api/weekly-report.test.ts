import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES } from './helpers/multipart.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';

// The weekly report (issue 19, decision 192): a server-rendered PDF of one project's
// week, read back with pdftotext (poppler-utils) to check what it says: each day's
// weather, crew and notes, crew-hours by company and trade, delays with their hours,
// inspections with their results, and the photos.

let t: TestApp;
let cookie: string;
let projectId: string;
const WEEK = '2026-03-02'; // a Monday

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  const client = await seedClient(t.db, { name: 'Dvořák Holdings' });
  projectId = (
    await seedProject(t.db, {
      name: 'Łódź Øresund Bridge',
      clientId: client.id,
      address: '1 Harbour Road',
    })
  ).id;
  const other = await seedProject(t.db, { name: 'Other Job', clientId: client.id });

  const add = (fields: Record<string, unknown>, project = projectId, withPhoto = false) =>
    createUpdate(
      t,
      cookie,
      {
        projectId: project,
        ...Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        ),
      } as Record<string, string>,
      withPhoto ? [{ filename: 'slab-pour.png', contentType: 'image/png', data: PNG_BYTES }] : [],
    );

  await add(
    {
      date: '2026-03-02',
      note: 'Poured the east footing',
      weather: { conditions: 'Light rain', tempLowC: 3, tempHighC: 12, precipitationMm: 4 },
      crew: [
        { company: 'Acme Concrete', trade: 'Concrete', workers: 4, hours: 8 },
        { company: 'Our crew', trade: 'Carpentry', workers: 2, hours: 7.5 },
      ],
      delays: [{ type: 'weather', hours: 2, cause: 'Rain held the pour' }],
      visitors: [
        {
          name: 'Footing inspection',
          organisation: 'City',
          inspection: true,
          result: 'pass',
          inspector: 'J. Ng',
        },
      ],
    },
    projectId,
    true,
  );
  await add({
    date: '2026-03-04',
    note: 'Stripped forms',
    crew: [{ company: 'Acme Concrete', trade: 'Concrete', workers: 4, hours: 8 }],
    delays: [{ type: 'material', hours: 1.5, cause: 'Late rebar' }],
    visitors: [{ name: 'Rebar inspection', inspection: true, result: 'fail', inspector: 'J. Ng' }],
    deliveries: [{ supplier: 'Steel Supply', items: 'Rebar #5', quantity: '2 t' }],
    safety: { nearMiss: true, note: 'Unsecured ladder' },
  });
  await add({ date: '2026-03-08', note: 'Site check on Sunday' });
  // Neither the next week nor another project count.
  await add({
    date: '2026-03-09',
    note: 'Next week',
    crew: [{ company: 'Acme Concrete', workers: 10, hours: 10 }],
    delays: [{ type: 'weather', hours: 9 }],
  });
  await add(
    {
      date: '2026-03-03',
      note: 'Other job',
      crew: [{ company: 'Elsewhere', workers: 9, hours: 9 }],
    },
    other.id,
  );
});
afterAll(() => t.close());

/** The PDF's text as pdftotext lays it out. */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const report = (week: string, id = projectId) =>
  t.request(cookie, { method: 'GET', url: `/api/projects/${id}/reports/weekly?week=${week}` });

describe(`weekly report PDF (${testDialect})`, () => {
  it('is a PDF download named after the project and the week', async () => {
    const response = await report(WEEK);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="weekly-report-__d_-_resund-bridge-2026-03-02.pdf"; ' +
        `filename*=UTF-8''${encodeURIComponent('weekly-report-łódź-øresund-bridge-2026-03-02.pdf')}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("states the week's totals, each day and the tables", async () => {
    const text = pdfText((await report(WEEK)).rawPayload);
    // Fonts are embedded: names in any script print as typed.
    expect(text).toContain('Łódź Øresund Bridge');
    expect(text).toContain('Client: Dvořák Holdings');
    expect(text).toContain('Week: Mar 2, 2026 to Mar 8, 2026');
    // 4 x 8 + 2 x 7.5 on Monday, 4 x 8 on Wednesday.
    expect(text).toContain('Total crew-hours: 79');
    expect(text).toContain('Total delay hours: 3.5');
    expect(text).toContain('Logs this week: 3');
    expect(text).toContain('Inspections: 2 (1 pass, 1 fail)');
    expect(text).toContain('Photos: 1');

    expect(text).toContain('Monday, Mar 2, 2026');
    expect(text).toContain('Weather: Light rain, 3 °C to 12 °C, precipitation 4 mm');
    expect(text).toContain('Note: Poured the east footing');
    expect(text).toMatch(/Tuesday, Mar 3, 2026\s+No log for this day\./);
    expect(text).toContain('Delivery: Steel Supply: Rebar #5 (2 t)');
    expect(text).toContain('Safety: near miss. Unsecured ladder');
    expect(text).toContain('Note: Site check on Sunday');

    // Crew-hours by company and trade, and the total row.
    expect(text).toMatch(/Acme Concrete\s+Concrete\s+8\s+64/);
    expect(text).toMatch(/Our crew\s+Carpentry\s+2\s+15/);
    expect(text).toMatch(/Total\s+10\s+79/);
    // Delays with their hours, and inspections with their results.
    expect(text).toMatch(/Mar 2, 2026\s+Weather\s+2\s+Rain held the pour/);
    expect(text).toMatch(/Mar 4, 2026\s+Material\s+1\.5\s+Late rebar/);
    expect(text).toContain('By type: weather 2 h, material 1.5 h');
    expect(text).toMatch(/Footing inspection, City\s+J\. Ng\s+PASS/);
    expect(text).toMatch(/Rebar inspection\s+J\. Ng\s+FAIL/);
    expect(text).toContain('Mar 2, 2026: slab-pour.png');

    // Nothing from the next week or the other project.
    expect(text).not.toContain('Next week');
    expect(text).not.toContain('Elsewhere');
  });

  it('embeds the photos as images', async () => {
    const pdf = (await report(WEEK)).rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/Subtype\s*\/Image/);
    const empty = (await report('2026-02-23')).rawPayload.toString('latin1');
    expect(empty).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('reports an empty week plainly', async () => {
    const text = pdfText((await report('2026-02-23')).rawPayload);
    expect(text).toContain('Logs this week: 0');
    expect(text).toContain('Total crew-hours: 0');
    expect(text).toContain('No crew recorded this week.');
    expect(text).toContain('No photos this week.');
  });

  it('asks for the Monday of an existing project', async () => {
    const tuesday = await report('2026-03-03');
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().message).toMatch(/^week: must be a Monday/);
    expect((await report('2026-02-30')).statusCode).toBe(400);
    expect((await report(WEEK, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
