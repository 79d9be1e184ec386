import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionOf } from '../../src/server/db/data-versions.js';
import { readInEveryEncoding } from './helpers/encodings.js';
import { buildsWhileWritesLand } from './helpers/held-query.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// GET /api/clients keeps its answer, compressed, until a contact changes (decision 204):
// the version the triggers on `clients` move (migration 0311). Every way of changing a
// contact must show at once; writes elsewhere leave the kept answer in place.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request(cookie, { method, url, payload });

/** The list, as sent without and with each encoding: all three must say the same. */
async function list(): Promise<{ id: string; name: string; email: string }[]> {
  const plain = await readInEveryEncoding(t, cookie, '/api/clients');
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  return plain.json();
}

/** The list as the database holds it, in the list's order. */
async function stored() {
  const rows = await t.db
    .selectFrom('clients')
    .select(['id', 'name', 'email'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows;
}

const version = () => versionOf(t.db, ['clients']);

describe('GET /api/clients, kept until a contact changes', () => {
  it('shows every create, edit, delete, import and direct write at once', async () => {
    // Many, so the answer is over the compression threshold.
    for (let i = 0; i < 30; i++) {
      await seedClient(t.db, { name: `Seeded ${String(i).padStart(2, '0')}` });
    }
    const pick = (rows: { id: string; name: string; email: string }[]) =>
      rows.map(({ id, name, email }) => ({ id, name, email }));
    expect(pick(await list())).toEqual(await stored());

    const created = await api('POST', '/api/clients', {
      name: 'Aaron Early',
      email: 'aaron@example.com',
      phone: '555-0100',
      type: 'Vendor',
      trade: 'Roofing',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const afterCreate = await list();
    expect(afterCreate[0]).toEqual({
      id,
      name: 'Aaron Early',
      email: 'aaron@example.com',
      phone: '555-0100',
      company: null,
      position: null,
      type: 'Vendor',
      trade: 'Roofing',
    });

    const edited = await api('PATCH', `/api/clients/${id}`, {
      name: 'Zed Late',
      email: 'zed@example.com',
      phone: '555-0100',
      type: 'Client',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await list();
    expect(afterEdit.at(-1)).toMatchObject({ id, name: 'Zed Late', type: 'Client' });
    expect(afterEdit.at(-1)).not.toHaveProperty('trade');

    expect((await api('DELETE', `/api/clients/${id}`)).statusCode).toBe(200);
    expect((await list()).some((c) => c.id === id)).toBe(false);

    const imported = await api('POST', '/api/import/contacts', {
      csv: 'Name,Email,Phone\nImported One,imported1@example.com,555-0101\n',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await list()).some((c) => c.email === 'imported1@example.com')).toBe(true);

    // Written by another program (or process): the triggers still move the version.
    await seedClient(t.db, { name: 'Direct Write' });
    await t.db
      .updateTable('clients')
      .set({ email: 'moved@example.com' })
      .where('name', '=', 'Direct Write')
      .execute();
    expect(pick(await list())).toEqual(await stored());
    expect((await list()).find((c) => c.name === 'Direct Write')?.email).toBe('moved@example.com');
  });

  it('writes to other tables leave the contacts version, and the kept answer, as they are', async () => {
    const before = await version();
    const answer = (await api('GET', '/api/clients')).body;
    const project = await seedProject(t.db, { clientId: (await stored())[0]!.id });
    const task = await api('POST', '/api/tasks', {
      title: 'Unrelated',
      projectId: project.id,
      project: 'ignored',
      status: 'pending',
    });
    expect(task.statusCode).toBe(201);
    expect(await version()).toBe(before);
    expect((await api('GET', '/api/clients')).body).toBe(answer);
  });

  it('builds once more, not once per request, when contacts are written while it is built', async () => {
    const { firstStatus, answers, listReads } = await buildsWhileWritesLand(t, cookie, {
      url: '/api/clients',
      listQuery: (text) => /^select "id", "name", .* from "clients" order by/.test(text),
      write: (name) => seedClient(t.db, { name }),
    });
    expect(firstStatus).toBe(200);
    for (const { writtenBefore, listed } of answers) {
      // Each answer holds every contact written before its request was sent.
      expect(listed).toEqual(expect.arrayContaining(writtenBefore));
    }
    // The first build, then one for the five: not one each.
    expect(listReads).toBe(2);
  });

  it('is for owner and office only, before anything is kept or sent', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/clients' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/clients, kept a while', () => {
  it('is compressed again at the best settings, and says the same', async () => {
    for (let i = 0; i < 80; i++) {
      await seedClient(t.db, {
        name: `Long-kept ${String(i).padStart(2, '0')}`,
        phone: '555-0199',
      });
    }
    const plain = (await api('GET', '/api/clients')).body;
    expect(plain.length).toBeGreaterThan(8 * 1024);
    const br = async () => {
      const reply = await t.request(cookie, {
        method: 'GET',
        url: '/api/clients',
        headers: { 'accept-encoding': 'br' },
      });
      expect(reply.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(reply.rawPayload).toString()).toBe(plain);
      return reply.rawPayload.length;
    };
    const fast = await br();
    // Kept over a second: the next request starts the best compression in the background.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await br()).toBe(fast);
    let best = fast;
    for (let tries = 0; tries < 100 && best === fast; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      best = await br();
    }
    expect(best).toBeLessThan(fast);
  });
});
