import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TABLES } from '../../src/server/features/data-transfer/full-export.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { seedClient, seedProject, seedTask } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { postUpdate } from './helpers/uploads.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const preview = (payload: object) =>
  t.request(cookie, { method: 'POST', url: '/api/import/contacts/preview', payload });
const runImport = (payload: object) =>
  t.request(cookie, { method: 'POST', url: '/api/import/contacts', payload });
const contactCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const exportCsv = (kind: string) =>
  t.request(cookie, { method: 'GET', url: `/api/export/csv/${kind}` });
const csvLines = (body: string) => body.replace(/^\ufeff/, '').split('\r\n');

describe('contact import', () => {
  it('previews a file with suggested mapping, errors and duplicates, writing nothing', async () => {
    await seedClient(t.db, { name: 'Existing Person', email: 'taken@example.com' });
    const before = await contactCount();
    const csv = [
      'Full Name,E-mail Address,Phone Number,Company,Category,Trade',
      'Ana Ruiz,ana@example.com,555-0101,Ruiz Homes,client,',
      'Bo Lee,TAKEN@example.com,555-0102,,Vendor,',
      'Cy Park,not-an-email,555-0103,,Subcontractor,Roofing',
      'Di Fox,ana@example.com,555-0104,,Subcontractor,plumbing',
    ].join('\n');
    const response = await preview({ csv });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mapping).toMatchObject({
      name: 'Full Name',
      email: 'E-mail Address',
      phone: 'Phone Number',
      company: 'Company',
      type: 'Category',
      trade: 'Trade',
      position: null,
    });
    expect(body.totals).toEqual({ rows: 4, ready: 1, duplicates: 2, invalid: 1 });
    expect(body.rows[0]).toMatchObject({ line: 2, errors: [], duplicate: null });
    expect(body.rows[0].values.type).toBe('Client');
    expect(body.rows[1].duplicate).toBe('existing');
    expect(body.rows[2].errors).toEqual(['Email: Enter a valid email address']);
    expect(body.rows[3]).toMatchObject({ duplicate: 'file' });
    expect(body.rows[3].values.trade).toBe('Plumbing');
    expect(await contactCount()).toBe(before);
  });

  it('uses the chosen column mapping and refuses one naming a missing column', async () => {
    const csv = 'Who,Reach,Tel\nEve Stone,eve@example.com,555-0199\n';
    const mapped = await preview({ csv, mapping: { name: 'Who', email: 'Reach', phone: 'Tel' } });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json().rows[0].values).toMatchObject({ name: 'Eve Stone', phone: '555-0199' });
    const unmapped = await preview({ csv });
    expect(unmapped.statusCode).toBe(200);
    expect(unmapped.json()).toMatchObject({ missing: ['name', 'email'], rows: [] });
    expect(unmapped.json().mapping.phone).toBe('Tel');
    const refused = await runImport({ csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('mapping: choose the column that holds Name, Email');
    const wrong = await preview({ csv, mapping: { name: 'Nope', email: 'Reach', phone: 'Tel' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('mapping.name: the file has no column "Nope"');
  });

  it('refuses invalid files and writes nothing', async () => {
    const before = await contactCount();
    const cases: [string, string][] = [
      ['', 'csv: the file is empty; the first line must name the columns'],
      ['Name,Email,Phone\n', 'csv: the file has no rows below the header'],
      ['Name,Email,Name\na,b,c\n', 'csv: the column "Name" appears twice'],
      ['Name,Email,Phone\n"Ann,a@example.com,1\n', 'csv: row 2 has an unclosed quote'],
      ['\u0000PNG binary', 'csv: this is not a text (CSV) file'],
    ];
    for (const [csv, message] of cases) {
      const response = await runImport({ csv });
      expect(response.statusCode, csv).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const oneBadRow = 'Name,Email,Phone\nGood One,good1@example.com,1\nBad,,2\n';
    const refused = await runImport({ csv: oneBadRow });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Row 3: Email: Email is required');
    expect(await contactCount()).toBe(before);
  });

  it('imports every new row in one go and reports duplicates by e-mail', async () => {
    await seedClient(t.db, { name: 'Known', email: 'known@example.com' });
    const before = await contactCount();
    const response = await runImport({
      rows: [
        { Name: 'Gil Marsh', Email: 'gil@example.com', Phone: "'+1 555 0100", Type: 'Vendor' },
        { Name: 'Hal Known', Email: 'Known@Example.com', Phone: '555-0107', Type: '' },
        {
          Name: 'Ivy Dale',
          Email: 'ivy@example.com',
          Phone: '555-0108',
          Type: 'Subcontractor',
          Trade: 'HVAC',
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      duplicates: [{ line: 3, email: 'Known@Example.com' }],
    });
    expect(await contactCount()).toBe(before + 2);
    const list = (await t.request(cookie, { method: 'GET', url: '/api/clients' })).json();
    expect(list).toContainEqual(
      expect.objectContaining({ name: 'Gil Marsh', phone: '+1 555 0100', type: 'Vendor' }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ name: 'Ivy Dale', type: 'Subcontractor', trade: 'HVAC' }),
    );
  });

  it('needs a session', async () => {
    const response = await t.request(null, {
      method: 'POST',
      url: '/api/import/contacts',
      payload: { csv: 'Name,Email,Phone\na,a@example.com,1' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('CSV exports', () => {
  it('exports contacts with headers, escaping and the formula guard', async () => {
    await seedClient(t.db, {
      name: '=HYPERLINK("http://evil","x")',
      email: 'formula@example.com',
      phone: '+1 555 0100',
      company: 'Acme, "Best" Builders',
    });
    const response = await exportCsv('contacts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="sitebook-contacts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('"Name","Email","Phone","Company","Position","Type","Trade"');
    // Every text cell is quoted; a phone number with spaces reads as it is (decision 132).
    expect(lines).toContain(
      `"'=HYPERLINK(""http://evil"",""x"")","formula@example.com","+1 555 0100","Acme, ""Best"" Builders",,"Client",`,
    );
  });

  it('exports projects, tasks, updates and invoices with their headers', async () => {
    const client = await seedClient(t.db, { name: 'Export Client', email: 'exp@example.com' });
    const project = await seedProject(t.db, { name: 'Export Project', clientId: client.id });
    await seedTask(t.db, {
      projectId: project.id,
      title: '-Pour slab',
      checklist: JSON.stringify([
        { text: 'Forms', completed: true },
        { text: 'Rebar', completed: false },
      ]),
    });
    const update = await postUpdate(
      t,
      cookie,
      { projectId: project.id, note: 'Line one\nline two', date: '2026-03-02' },
      [{ filename: 'slab.png', contentType: 'image/png', data: PNG_BYTES }],
    );
    expect(update.statusCode).toBe(201);
    const invoice = await t.request(cookie, {
      method: 'POST',
      url: '/api/invoices',
      payload: {
        clientId: client.id,
        projectId: project.id,
        date: '2026-03-03',
        items: [{ description: 'Slab', quantity: 2, rate: 1250.5 }],
      },
    });
    expect(invoice.statusCode).toBe(201);

    const projects = csvLines((await exportCsv('projects')).body);
    expect(projects[0]).toBe(
      '"Name","Client","Status","Address","Start Date","End Date","Description"',
    );
    expect(projects).toContain('"Export Project","Export Client","Planning","12 Maple Street",,,');

    const tasks = csvLines((await exportCsv('tasks')).body);
    expect(tasks[0]).toBe(
      '"Title","Description","Project","Status","Due Date","Checklist","Completed At","Created At"',
    );
    expect(tasks.find((line) => line.includes('Pour slab'))).toMatch(
      /^"'-Pour slab",,"Export Project","pending",,"\[x\] Forms; \[ \] Rebar",,"\d{4}-/,
    );

    const updates = (await exportCsv('updates')).body;
    // Decision 190: the daily log's hours follow the spec's columns, which keep their places.
    expect(csvLines(updates)[0]).toBe(
      '"Date","Project","Note","Checklist","Files","Created At","Crew Hours","Delay Hours"',
    );
    expect(updates).toContain('"2026-03-02","Export Project","Line one\nline two","","slab.png","');

    const invoices = csvLines((await exportCsv('invoices')).body);
    // Decision 170: the lifecycle and money columns follow the spec's, which keep their places.
    expect(invoices[0]).toBe(
      '"Invoice Number","Date","Client","Project","Status","Amount","Items",' +
        '"State","Due Date","Subtotal","Tax","Paid","Balance"',
    );
    expect(invoices.find((line) => line.includes('2026-03-03'))).toMatch(
      /^"INV-\d+","2026-03-03","Export Client","Export Project","Pending","2501\.00","Slab \(2 x 1250\.50\)","issued","2026-03-17","2501\.00","0\.00","0\.00","2501\.00"$/,
    );
  });

  it('pages through large tables without losing or repeating rows', async () => {
    const project = await seedProject(t.db, { name: 'Bulk' });
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: crypto.randomUUID(),
      title: `Bulk task ${i}`,
      description: null,
      project_id: project.id,
      status: 'pending',
      due_date: null,
      checklist: null,
      completed_at: null,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 300) {
      await t.db
        .insertInto('tasks')
        .values(rows.slice(i, i + 300))
        .execute();
    }
    const titles = csvLines((await exportCsv('tasks')).body).filter((line) =>
      line.startsWith('"Bulk task '),
    );
    expect(titles).toHaveLength(1203);
    expect(new Set(titles).size).toBe(1203);
  });

  it('refuses an unknown export', async () => {
    expect((await exportCsv('passwords')).statusCode).toBe(400);
  });
});

describe('full export', () => {
  it('covers every table of the database, except the ones left out on purpose', async () => {
    // Sessions and idempotency keys are transient; the search index is rebuilt from the records;
    // weather readings are a cache of what a weather service said (decision 191).
    // Portal token hashes are keys, like sessions (decision 160), and so are the hashes of
    // invitation links (decision 150).
    const leftOut = new Set([
      'sessions',
      'idempotency_keys',
      'weather_readings',
      'portal_tokens',
      'invitations',
      // Approval link hashes are keys too (issue 21, decision 211).
      'estimate_tokens',
      // Kept by triggers from the records, like the search index (decision 204).
      'task_counts',
      'data_versions',
    ]);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`
      .execute(t.db)
      .catch(() => ({ rows: [] }));
    const ownSchema = rows[0]?.schema;
    const tables = (await t.db.introspection.getTables())
      .filter((table) => !ownSchema || table.schema === ownSchema)
      .map((table) => table.name)
      .filter((name) => !name.startsWith('search_') && !leftOut.has(name));
    expect(EXPORT_TABLES.map((table) => table.name).sort()).toEqual(tables.sort());
  });

  it('is one archive with every table as JSON and the uploaded files, without secrets', async () => {
    const project = await seedProject(t.db, { name: 'Archive Project' });
    const upload = await postUpdate(
      t,
      cookie,
      { projectId: project.id, note: 'Photo day', date: '2026-04-01' },
      [{ filename: 'site.png', contentType: 'image/png', data: PNG_BYTES }],
    );
    expect(upload.statusCode).toBe(201);
    const response = await t.request(cookie, { method: 'GET', url: '/api/export/full' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(/sitebook-export-.*\.tar\.gz/);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-export-test-'));
    try {
      fs.writeFileSync(path.join(dir, 'export.tar.gz'), response.rawPayload);
      await tar.x({ file: path.join(dir, 'export.tar.gz'), cwd: dir, strict: true });
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      expect(manifest.format).toBe('sitebook-export/1');
      const read = (table: string) =>
        JSON.parse(fs.readFileSync(path.join(dir, 'data', `${table}.json`), 'utf8'));
      for (const table of ['clients', 'projects', 'tasks', 'updates', 'invoices', 'settings']) {
        expect(read(table).length, table).toBe(manifest.tables[table]);
      }
      expect(read('projects').map((p: { name: string }) => p.name)).toContain('Archive Project');
      const users = read('users');
      expect(users).toHaveLength(1);
      expect(users[0]).not.toHaveProperty('password_hash');
      expect(fs.existsSync(path.join(dir, 'data', 'sessions.json'))).toBe(false);
      const files = read('update_files');
      expect(manifest.files).toBe(files.length);
      const mine = files.find((f: { name: string }) => f.name === 'site.png');
      expect(fs.readFileSync(path.join(dir, 'uploads', mine.storage_key))).toEqual(PNG_BYTES);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // The staging folder is gone once the download is complete.
    const exportsDir = path.join(t.dataDir, 'exports');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.existsSync(exportsDir) ? fs.readdirSync(exportsDir) : []).toEqual([]);
  });
});
