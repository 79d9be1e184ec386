import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// A CSV export opened in a spreadsheet that splits on , ; tab | or a line break never
// holds a cell that runs as a formula (decision 132, OWASP "CSV injection").

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const exportCsv = async (kind: string) => {
  const response = await t.request(cookie, { method: 'GET', url: `/api/export/csv/${kind}` });
  expect(response.statusCode).toBe(200);
  return response.body.replace(/^\ufeff/, '');
};

const SPLITTERS = [/,/, /;/, /\t/, /\|/, /[\r\n]/];
const isPhoneNumber = (text: string) => /^\+\d[\d ().]*$/.test(text) && text.includes(' ');

/** Every piece of the file that some spreadsheet would read as a cell starting a formula. */
function runnableCells(csv: string): string[] {
  return SPLITTERS.flatMap((splitter) => csv.split(splitter)).filter((piece) => {
    const shown = piece.replace(/^[\s"]+/, '');
    return /^[=+\-@]/.test(shown) && !isPhoneNumber(shown.replace(/"+$/, '').trim());
  });
}

const hostile = {
  name: "Bob;=cmd|' /C calc'!A0",
  email: 'bob@example.com',
  phone: '+1 555 0100',
  company: "Acme|@SUM(1+1)*cmd|' /C calc'!A0",
  position: 'Boss, -2+3',
  type: 'Client',
};

describe(`CSV formula guard (${testDialect})`, () => {
  it('exports a hostile contact quoted, with every formula fragment neutralised', async () => {
    const created = await t.request(cookie, {
      method: 'POST',
      url: '/api/clients',
      payload: hostile,
    });
    expect(created.statusCode).toBe(201);
    // Text stored before control characters were refused can still hold a tab.
    await seedClient(t.db, { name: 'Tab\t=1+1', email: 'tab@example.com', phone: '+15550100' });

    const csv = await exportCsv('contacts');
    const lines = csv.split('\r\n');
    expect(lines).toContain(
      `"Bob;'=cmd|' /C calc'!A0","bob@example.com","+1 555 0100","Acme|'@SUM(1+1)*cmd|' /C calc'!A0","Boss,' -2+3","Client",`,
    );
    expect(lines).toContain(`"Tab\t'=1+1","tab@example.com","'+15550100",,,"Client",`);
    expect(runnableCells(csv)).toEqual([]);
  });

  it('guards formulas in multi-line text of the other exports', async () => {
    const project = await seedProject(t.db, { name: '=Project' });
    const response = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload: {
        name: '=Project',
        clientId: project.client_id,
        address: '@Home',
        description: 'Walls\n=HYPERLINK("http://evil","x")\r\n-1;+2',
      },
    });
    expect(response.statusCode).toBe(200);
    const csv = await exportCsv('projects');
    expect(csv).toContain(
      `"'=Project","Dana Client","Planning","'@Home",,,"Walls\n'=HYPERLINK(""http://evil"",""x"")\r\n'-1;'+2"`,
    );
    expect(runnableCells(csv)).toEqual([]);
  });

  it('imports its own export back without the guards', async () => {
    const csv = await exportCsv('contacts');
    const preview = await t.request(cookie, {
      method: 'POST',
      url: '/api/import/contacts/preview',
      payload: { csv },
    });
    expect(preview.statusCode).toBe(200);
    const row = preview
      .json<{ rows: { values: Record<string, string> }[] }>()
      .rows.find((r) => r.values.email === hostile.email);
    expect(row?.values).toMatchObject({
      name: hostile.name,
      phone: hostile.phone,
      company: hostile.company,
      position: hostile.position,
    });
  });
});
