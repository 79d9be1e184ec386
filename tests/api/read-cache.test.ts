import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEXT_CURSOR_HEADER, type Update } from '../../src/core/schemas/update.js';
import { seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The SQLite answer cache (plugins/read-cache.ts): cacheable lists are served
// again until the next write, and never to someone not signed in.

let t: TestApp;
let cookie: string;
let projectId: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp({ sqliteOnly: true });
  cookie = await t.signIn();
  const project = await seedProject(t.db, { name: 'Birch Lane' });
  projectId = project.id;
  clientId = project.client_id;
  for (const day of ['01', '02', '03']) {
    await seedUpdate(t.db, { projectId, date: `2026-05-${day}`, note: `Pour ${day}` });
  }
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const list = (url: string) => t.request(cookie, { method: 'GET', url });

/** A change made behind the server's back: only a cache would hide it. */
function renameOutsideTheApp(note: string) {
  const other = new SQLite(path.join(t.dataDir, 'sitebook.db'));
  try {
    other.prepare('update updates set note = ? where date = ?').run(note, '2026-05-03');
  } finally {
    other.close();
  }
}

describe('answer cache', () => {
  it('serves a list again, body and paging header alike, until the app writes', async () => {
    const first = await list('/api/updates?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers[NEXT_CURSOR_HEADER]).toBeTruthy();

    renameOutsideTheApp('Changed behind the app');
    const again = await list('/api/updates?limit=2');
    expect(again.body).toBe(first.body);
    expect(again.headers[NEXT_CURSOR_HEADER]).toBe(first.headers[NEXT_CURSOR_HEADER]);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    // Any write through the app empties it: the next answer is read afresh.
    const created = await t.request(cookie, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Order rebar', projectId, status: 'pending' },
    });
    expect(created.statusCode).toBe(201);
    const fresh = await list('/api/updates?limit=2');
    const notes = fresh.json<Update[]>().map((update) => update.note);
    expect(notes).toContain('Changed behind the app');
  });

  it('keys an answer by the route that matched and its parameters, not by the URL text', async () => {
    const first = await list(`/api/updates?projectId=${projectId}&limit=2`);
    expect(first.statusCode).toBe(200);
    renameOutsideTheApp('Hidden by the cache');
    for (const spelling of [
      `/%61pi/updates?projectId=${projectId}&limit=2`,
      `/api/updates?limit=2&projectId=${projectId}`,
      `/api/upd%61tes?limit=%32&projectId=${projectId}`,
    ]) {
      const again = await list(spelling);
      expect(again.statusCode, spelling).toBe(200);
      expect(again.body, spelling).toBe(first.body);
    }
    await t.request(cookie, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Flush', projectId, status: 'pending' },
    });
  });

  it('shows an edit made through the API at once', async () => {
    const before = await list('/api/projects');
    expect(before.json<{ name: string }[]>().map((p) => p.name)).toContain('Birch Lane');
    const renamed = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/projects/${projectId}`,
      payload: { name: 'Birch Lane North', clientId },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await list('/api/projects');
    expect(after.json<{ name: string }[]>().map((p) => p.name)).toContain('Birch Lane North');
  });

  it('still asks for sign-in before a cached answer', async () => {
    expect((await list('/api/projects')).statusCode).toBe(200);
    const anonymous = await t.request(null, { method: 'GET', url: '/api/projects' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops sharing publicly as soon as sharing is switched off', async () => {
    const url = '/api/public/updates?from=2026-05-01&to=2026-05-31';
    const sharing = (enabled: boolean) =>
      t.request(cookie, {
        method: 'PUT',
        url: '/api/settings/sharing',
        payload: { enabled, allUpdates: true },
      });
    expect((await sharing(true)).statusCode).toBe(200);
    const shown = await t.request(null, { method: 'GET', url });
    expect(shown.json<unknown[]>()).toHaveLength(3);
    expect((await sharing(false)).statusCode).toBe(200);
    const hidden = await t.request(null, { method: 'GET', url });
    expect(hidden.statusCode === 200 ? hidden.json<unknown[]>() : []).toHaveLength(0);
  });

  it('keys the summaries by the owner’s day, so a new day is never answered from yesterday', async () => {
    const setZone = await t.request(cookie, {
      method: 'PUT',
      url: '/api/settings/time-zone',
      payload: { timeZone: 'UTC' },
    });
    expect(setZone.statusCode).toBe(200);
    await seedUpdate(t.db, { projectId, date: '2026-08-11', note: 'Deck framed' });
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime(new Date('2026-08-10T12:00:00Z'));
    const monday = await list('/api/daily-update');
    expect(monday.json<{ stats: { updates: number } }>().stats.updates).toBe(0);
    expect((await list('/api/daily-update')).body).toBe(monday.body);

    vi.setSystemTime(new Date('2026-08-11T12:00:00Z'));
    const tuesday = await list('/api/daily-update');
    expect(tuesday.json<{ text: string }>().text).toContain('Deck framed');
  });
});
