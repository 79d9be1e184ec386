import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedProject } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// SQLite commits with synchronous = NORMAL; a write is acknowledged only after
// an fsync of the WAL (db/group-commit.ts). Watched through fs.promises.open.

let t: TestApp;
let cookie: string;
let projectId: string;
let walFile: string;

beforeAll(async () => {
  t = await createTestApp({ sqliteOnly: true });
  cookie = await t.signIn();
  projectId = (await seedProject(t.db)).id;
  walFile = path.join(t.dataDir, 'sitebook.db-wal');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Records, in order, when each fsync of the WAL finished. */
function watchWalSyncs(events: string[]) {
  const open = fs.open.bind(fs);
  return vi.spyOn(fs, 'open').mockImplementation(async (file, ...rest) => {
    const handle = await open(file, ...rest);
    if (file === walFile) {
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        await sync();
        events.push('wal synced');
      };
    }
    return handle;
  });
}

const createTask = (title: string) =>
  t.request(cookie, {
    method: 'POST',
    url: '/api/tasks',
    payload: { title, projectId, status: 'pending' },
  });

describe('durable writes', () => {
  it('answers a write only after the WAL holding it was flushed to disk', async () => {
    const events: string[] = [];
    watchWalSyncs(events);
    const response = await createTask('Set forms');
    events.push('answered');
    expect(response.statusCode).toBe(201);
    expect(events).toEqual(['wal synced', 'answered']);
  });

  it('shares fsyncs between concurrent writes', async () => {
    const events: string[] = [];
    watchWalSyncs(events);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createTask(`Task ${i}`)),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const syncs = events.filter((event) => event === 'wal synced').length;
    expect(syncs).toBeGreaterThan(0);
    expect(syncs).toBeLessThan(20);
  });

  it('does not flush for reads', async () => {
    const events: string[] = [];
    watchWalSyncs(events);
    expect((await t.request(cookie, { method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
    expect(events).toEqual([]);
  });
});
