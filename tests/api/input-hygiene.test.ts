import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES } from './helpers/multipart.js';
import { snapshotTables } from './helpers/fuzz-snapshot.js';
import { seedClient, seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, OWNER, testDialect, type TestApp } from './helpers/test-app.js';
import { patchUpdate, postUpdate, storedFiles } from './helpers/uploads.js';

// Control characters in input (decision 132): NUL is refused with a 400 naming the
// field on both databases (PostgreSQL cannot store it), as is every other control
// character in single-line text; multi-line text keeps tab and line breaks.

let t: TestApp;
let cookie: string;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  projectId = (await seedProject(t.db, { name: 'Hygiene Project' })).id;
});
afterAll(() => t.close());

const NUL = '\u0000';
const contact = { name: 'Nora Null', email: 'nora@example.com', phone: '555-0100', type: 'Client' };

/** The request is refused with a 400 whose message names `field`, and nothing is written. */
async function expectRefused(
  field: string,
  send: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const before = await snapshotTables(t.db);
  const filesBefore = storedFiles(t.dataDir);
  const response = await send();
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json<{ message: string }>().message).toContain(field);
  expect(await snapshotTables(t.db)).toBe(before);
  expect(storedFiles(t.dataDir)).toEqual(filesBefore);
  return response;
}

const login = (payload: object) =>
  t.request(null, { method: 'POST', url: '/api/auth/login', payload });

describe(`control characters (${testDialect})`, () => {
  it('refuses NUL in the sign-in username and password with 400, not 500', async () => {
    const username = await expectRefused('username', () =>
      login({ username: `own${NUL}er`, password: OWNER.password }),
    );
    expect(username.json<{ message: string }>().message).toMatch(/control character/);
    await expectRefused('password', () =>
      login({ username: OWNER.username, password: `${OWNER.password}${NUL}` }),
    );
    await expectRefused('username', () =>
      login({ username: `${OWNER.username}\u0007`, password: OWNER.password }),
    );
    // The refusals were not counted as failed sign-ins: the owner still gets in.
    expect((await login(OWNER)).statusCode).toBe(200);
  });

  it('refuses NUL and other control characters in a contact, created or edited', async () => {
    for (const name of [`Nora${NUL}`, 'Nora\u001b[31m', 'Nora\nNull', 'No\tra']) {
      await expectRefused('name', () =>
        t.request(cookie, { method: 'POST', url: '/api/clients', payload: { ...contact, name } }),
      );
    }
    await expectRefused('company', () =>
      t.request(cookie, {
        method: 'POST',
        url: '/api/clients',
        payload: { ...contact, company: `Acme${NUL}` },
      }),
    );
    const existing = await seedClient(t.db, { name: 'Edit Me', email: 'edit@example.com' });
    await expectRefused('phone', () =>
      t.request(cookie, {
        method: 'PATCH',
        url: `/api/clients/${existing.id}`,
        payload: { ...contact, phone: `555${NUL}0100` },
      }),
    );
    // Surrounding white space is still trimmed, not refused.
    const trimmed = await t.request(cookie, {
      method: 'POST',
      url: '/api/clients',
      payload: { ...contact, name: '\tNora Null\n' },
    });
    expect(trimmed.statusCode).toBe(201);
    expect(trimmed.json<{ name: string }>().name).toBe('Nora Null');
  });

  it('keeps tabs and line breaks in multi-line text but refuses other controls there', async () => {
    const description = 'Line one\r\n\tindented line two';
    const created = await t.request(cookie, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Multi-line', clientId: (await seedClient(t.db)).id, description },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ description: string }>().description).toBe(description);
    await expectRefused('description', () =>
      t.request(cookie, {
        method: 'POST',
        url: '/api/tasks',
        payload: { title: 'T', projectId, description: `bell\u0007` },
      }),
    );
    const client = await seedClient(t.db, { email: 'inv@example.com' });
    await expectRefused('items', () =>
      t.request(cookie, {
        method: 'POST',
        url: '/api/invoices',
        payload: {
          clientId: client.id,
          date: '2026-03-04',
          items: [{ description: `Labor${NUL}`, quantity: 1, rate: 10 }],
        },
      }),
    );
  });

  it('refuses NUL in the multipart fields of an update, removing the uploaded file', async () => {
    const photo = [{ filename: 'p.png', contentType: 'image/png', data: PNG_BYTES }];
    const fields = { projectId, note: 'Poured', date: '2026-03-04' };
    await expectRefused('note', () =>
      postUpdate(t, cookie, { ...fields, note: `Pou${NUL}red` }, photo),
    );
    await expectRefused('note', () => postUpdate(t, cookie, { ...fields, note: 'Pour\u0008ed' }));
    await expectRefused('projectId', () =>
      postUpdate(t, cookie, { ...fields, projectId: `${projectId}${NUL}` }, photo),
    );
    await expectRefused('checklist', () =>
      postUpdate(t, cookie, { ...fields, checklist: '[{"text":"a\\u0000b","completed":false}]' }),
    );
    const update = await seedUpdate(t.db, { projectId });
    await expectRefused('note', () =>
      patchUpdate(t, cookie, update.id, { note: `x${NUL}` }, photo),
    );
    await expectRefused('checklist', () =>
      t.request(cookie, {
        method: 'PATCH',
        url: `/api/updates/${update.id}`,
        payload: { checklist: [{ text: `a${NUL}`, completed: true }] },
      }),
    );
  });

  it('stores an uploaded file name without its control characters', async () => {
    const response = await postUpdate(
      t,
      cookie,
      { projectId, note: 'Named file', date: '2026-03-04' },
      [{ filename: `ph\u0001oto\u001f.png`, contentType: 'image/png', data: PNG_BYTES }],
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<{ files: string[] }>().files).toEqual(['photo.png']);
  });

  it('refuses NUL in query strings and path parameters', async () => {
    await expectRefused('q', () =>
      t.request(cookie, { method: 'GET', url: '/api/search?q=a%00b' }),
    );
    await expectRefused('q', () => t.request(cookie, { method: 'GET', url: '/api/search?q=%00' }));
    await expectRefused('cursor', () =>
      t.request(cookie, { method: 'GET', url: '/api/tasks?limit=5&cursor=2026%00~x' }),
    );
    const forged = Buffer.from(JSON.stringify(['2026-03-04', NUL, 'x'])).toString('base64url');
    await expectRefused('cursor', () =>
      t.request(cookie, { method: 'GET', url: `/api/updates?limit=5&cursor=${forged}` }),
    );
    await expectRefused('id', () => t.request(cookie, { method: 'GET', url: '/api/updates/%00' }));
  });

  it('refuses a contact import whose cells hold control characters, importing nothing', async () => {
    const rows = [
      { Name: 'Fine Person', Email: 'fine@example.com', Phone: '555' },
      { Name: `Bad${NUL}Person`, Email: 'bad@example.com', Phone: '555' },
    ];
    const imported = await expectRefused('Row 3', () =>
      t.request(cookie, { method: 'POST', url: '/api/import/contacts', payload: { rows } }),
    );
    expect(imported.json<{ message: string }>().message).toMatch(/Name: .*control character/);
    const csv = `Name,Email,Phone\nFine Person,fine@example.com,555\nBell\u0007,bell@example.com,555`;
    await expectRefused('Row 3', () =>
      t.request(cookie, { method: 'POST', url: '/api/import/contacts', payload: { csv } }),
    );
    await expectRefused('csv', () =>
      t.request(cookie, {
        method: 'POST',
        url: '/api/import/contacts',
        payload: { csv: `Name,Email,Phone\nA${NUL},a@example.com,555` },
      }),
    );
    // The preview writes nothing either and marks the row.
    const preview = await t.request(cookie, {
      method: 'POST',
      url: '/api/import/contacts/preview',
      payload: { rows },
    });
    expect(preview.statusCode).toBe(200);
    const errors = preview.json<{ rows: { errors: string[] }[] }>().rows.map((row) => row.errors);
    expect(errors[0]).toEqual([]);
    expect(errors[1]?.join()).toMatch(/control character/);
  });
});

describe(`messages for input no schema words itself (${testDialect})`, () => {
  const message = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => {
    const response = await t.request(cookie, {
      method,
      url,
      ...(payload !== undefined && { payload: payload as object }),
    });
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ message: string }>().message;
  };

  it('says what the field must be, in words, not zod’s', async () => {
    expect(
      await message('PUT', '/api/settings/sharing', { enabled: true, allUpdates: 'yes' }),
    ).toBe('allUpdates: must be true or false');
    expect(await message('GET', '/api/summaries/activity?weeks=abc')).toBe(
      'weeks: must be a number',
    );
    expect(await message('GET', '/api/mail-log?offset=99999999999999999999')).toMatch(
      /^offset: must be at most \d+$/,
    );
    expect(await message('GET', '/api/invoices?state=x')).toMatch(
      /^state: must be one of: draft, issued, /,
    );
    expect(await message('POST', '/api/clients', [contact])).toBe('body: must be an object');
    const all = [
      await message('PUT', '/api/settings/sharing', { enabled: 'x', allUpdates: 1 }),
      await message('GET', '/api/invoices?state=x'),
    ].join(' ');
    expect(all).not.toMatch(/Invalid|expected|received|Too (big|small)/);
  });
});
