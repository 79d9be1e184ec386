import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Update } from '../../src/core/schemas/update.js';
import { dataVersion } from '../../src/server/db/commits.js';
import { buildsWhileWritesLand } from './helpers/held-query.js';
import { seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp, setTimeZone } from './helpers/test-app.js';
import { NEXT_CURSOR_HEADER } from '../../src/core/updates.js';

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
/** The first query of a page of updates: its ids and revisions (decision 227). */
const UPDATE_PAGE_QUERY = /^select "u"\."id" as "id", "u"\."revision" as "revision" from "updates"/;

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

  it('keeps a search answer until the app writes, then finds the new record', async () => {
    const first = await list('/api/search?q=birch');
    expect(first.statusCode).toBe(200);
    expect(first.json<{ projects: { name: string }[] }>().projects.map((p) => p.name)).toEqual([
      'Birch Lane',
    ]);
    renameOutsideTheApp('Birch bark delivered');
    expect((await list('/api/search?q=birch')).body).toBe(first.body);

    const created = await t.request(cookie, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Birch Annex', clientId, status: 'Planning' },
    });
    expect(created.statusCode).toBe(201);
    const fresh = (await list('/api/search?q=birch')).json<{ projects: { name: string }[] }>();
    expect(fresh.projects.map((p) => p.name).sort()).toEqual(['Birch Annex', 'Birch Lane']);
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

  it('builds an answer once when many ask for it at the same moment after a write', async () => {
    await t.request(cookie, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Empties the cache', projectId, status: 'pending' },
    });
    const executor = t.db.getExecutor();
    const run = vi.spyOn(executor, 'executeQuery');
    // The update page's own query (the session checks are per request, as they must be).
    const readsOfTheList = () =>
      run.mock.calls.filter(([query]) => UPDATE_PAGE_QUERY.test(query.sql)).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => list('/api/updates?limit=50')),
    );
    const reads = readsOfTheList();
    run.mockRestore();
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(reads).toBe(1);
  });

  it('builds once more, not once per request, when writes land while an answer is built', async () => {
    const { firstStatus, answers, listReads } = await buildsWhileWritesLand(t, cookie, {
      url: '/api/updates?limit=50',
      listQuery: (text) => UPDATE_PAGE_QUERY.test(text),
      write: (note) => seedUpdate(t.db, { projectId, date: '2026-05-04', note }),
      listed: (rows: Update[]) => rows.map((update) => update.note),
    });
    expect(firstStatus).toBe(200);
    for (const { writtenBefore, listed } of answers) {
      // Each answer holds every update written before its request was sent.
      expect(listed).toEqual(expect.arrayContaining(writtenBefore));
    }
    // The first build, then one for the five: not one each.
    expect(listReads).toBe(2);
  });

  it('moves the data version once a write has run, not while it waits for the connection', async () => {
    // A reader that takes the version while a write waits its turn may read the data before
    // the write: its answer is kept under that version, so the write must move it again.
    const before = await dataVersion(t.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holdingConnection!: () => void;
    const connectionHeld = new Promise<void>((resolve) => (holdingConnection = resolve));
    // A transaction holds SQLite's one connection until it ends.
    const holder = t.db.transaction().execute(async () => {
      holdingConnection();
      await held;
    });
    await connectionHeld;
    const write = t.db
      .updateTable('updates')
      .set({ note: 'Written after its turn came' })
      .where('date', '=', '2026-05-02')
      .execute();
    await new Promise((resolve) => setImmediate(resolve));
    const whileWaiting = await dataVersion(t.db);
    release();
    await holder;
    await write;
    const after = await dataVersion(t.db);

    expect(whileWaiting).toBe(before);
    expect(after).not.toBe(whileWaiting);
  });

  it('keys the summaries by the owner’s day, so a new day is never answered from yesterday', async () => {
    await setTimeZone(t, cookie, 'UTC');
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

// On both databases (decision 063): PostgreSQL keeps answers too, keyed by its snapshot
// of committed transactions, so a change made by any connection, the app's or another
// program's, is seen by the very next request.
describe('answer cache on either database', () => {
  let any: TestApp;
  let owner: string;
  let project: string;

  beforeAll(async () => {
    any = await createTestApp();
    owner = await any.signIn();
    project = (await seedProject(any.db, { name: 'Cedar Court' })).id;
    await seedUpdate(any.db, { projectId: project, date: '2026-06-01', note: 'Footings dug' });
  });
  afterAll(() => any.close());

  const updatesPage = () => any.request(owner, { method: 'GET', url: '/api/updates?limit=5' });

  it('answers again without the query while nothing changed, and afresh after any change', async () => {
    // On PostgreSQL the version is the cluster's snapshot, which any commit moves, the other
    // test files' too (they run beside this one): the two requests are made again until no
    // commit came while they ran. Then the second must come from the cache.
    let again: Awaited<ReturnType<typeof updatesPage>> | undefined;
    let readsWhileUnchanged: number | undefined;
    for (let attempt = 0; attempt < 50 && readsWhileUnchanged === undefined; attempt++) {
      const before = await dataVersion(any.db);
      expect((await updatesPage()).statusCode).toBe(200);
      const run = vi.spyOn(any.db.getExecutor(), 'executeQuery');
      again = await updatesPage();
      const listReads = run.mock.calls.filter(([query]) => /from "updates" as "u"/.test(query.sql));
      run.mockRestore();
      if ((await dataVersion(any.db)) === before) readsWhileUnchanged = listReads.length;
    }
    expect(again!.json<Update[]>().map((update) => update.note)).toEqual(['Footings dug']);
    expect(readsWhileUnchanged).toBe(0);

    // Straight to the database, past the app's own write tracking: as another program would.
    await sql`update updates set note = ${'Footings poured'}`.execute(any.db);
    const fresh = await updatesPage();
    expect(fresh.json<Update[]>().map((update) => update.note)).toEqual(['Footings poured']);
  });

  /** The queries a repeated request makes while no commit came between the two. */
  async function queriesOfRepeat(send: () => ReturnType<typeof updatesPage>) {
    // As above: a commit by another test file between the two requests moves the version.
    let queries: string[] | undefined;
    for (let attempt = 0; attempt < 50 && queries === undefined; attempt++) {
      const before = await dataVersion(any.db);
      expect((await send()).statusCode).toBe(200);
      const run = vi.spyOn(any.db.getExecutor(), 'executeQuery');
      const again = await send();
      const made = run.mock.calls.map(([query]) => query.sql);
      run.mockRestore();
      expect(again.statusCode).toBe(200);
      if ((await dataVersion(any.db)) === before) queries = made;
    }
    return queries;
  }

  it('serves a kept answer for one query, the session, which reads the data version with it', async () => {
    // PostgreSQL's version is a round trip of its own unless it comes with the session
    // (decision 225); SQLite's is this process's count of writes, read with no query.
    const queries = await queriesOfRepeat(updatesPage);
    expect(queries).toHaveLength(1);
    expect(queries![0]).toMatch(/from "sessions"/);
  });

  it('serves a kept answer of the day (the daily update) for that one query too', async () => {
    // Its key holds the owner's date, whose time zone is a setting: read once per data
    // version, not once per request.
    const queries = await queriesOfRepeat(() =>
      any.request(owner, { method: 'GET', url: '/api/daily-update' }),
    );
    expect(queries).toHaveLength(1);
    expect(queries![0]).toMatch(/from "sessions"/);
  });
});
