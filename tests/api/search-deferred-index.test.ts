import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../src/core/schemas/search.js';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { seedProject, seedTask } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// Decision 214: on SQLite a write queues its search documents and they are indexed
// after the commit, in batches; a search indexes the queue first, and opening the
// database indexes what a crash left queued.

let t: TestApp;
let cookie: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  projectId = (await seedProject(t.db, { name: 'Quarry Lane' })).id;
});
afterAll(() => t.close());

async function search(q: string): Promise<SearchResults> {
  const response = await t.request(cookie, {
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>();
}

/** FTS5's own check that both index tables hold exactly the indexed documents' words. */
function checkIndex(file: string) {
  const raw = new SQLite(file);
  try {
    for (const table of ['search_fts', 'search_titles']) {
      raw.prepare(`insert into ${table} (${table}) values ('integrity-check')`).run();
    }
    return (raw.prepare('select count(*) as n from search_pending').get() as { n: number }).n;
  } finally {
    raw.close();
  }
}

describe('search indexing after the commit', () => {
  it('finds a task and its update in the search right after the create is answered', async () => {
    for (let i = 0; i < 5; i++) {
      const created = await t.request(cookie, {
        method: 'POST',
        url: '/api/tasks',
        payload: { title: `Zeppelin hangar ${i}`, projectId },
      });
      expect(created.statusCode, created.body).toBe(201);
      const found = await search(`zeppelin hangar ${i}`);
      expect(found.tasks.map((task) => task.id)).toEqual([created.json<{ id: string }>().id]);
      expect(found.updates).toHaveLength(1);
    }
  });

  it('finds every one of concurrent creates (a group holds at most 10)', async () => {
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request(cookie, {
          method: 'POST',
          url: '/api/tasks',
          payload: { title: `Kestrel roost ${i}`, projectId },
        }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual(created.map(() => 201));
    const found = await search('kestrel');
    expect(found.tasks.map((task) => task.title).sort()).toEqual(
      created.map((_, i) => `Kestrel roost ${i}`).sort(),
    );
  });

  it.runIf(testDialect === 'sqlite')(
    'keeps the index exact when a queued document is renamed or deleted before it is indexed',
    async () => {
      // One transaction: the documents are still queued when they change.
      const [renamed, removed] = await t.db.transaction().execute(async (trx) => {
        const a = await seedTask(trx, { title: 'Gannet cliff', projectId });
        const b = await seedTask(trx, { title: 'Gannet ledge', projectId });
        await trx
          .updateTable('tasks')
          .set({ title: 'Puffin cliff' })
          .where('id', '=', a.id)
          .execute();
        await trx.deleteFrom('tasks').where('id', '=', b.id).execute();
        return [a, b];
      });
      expect((await search('gannet')).tasks).toEqual([]);
      expect((await search('puffin')).tasks.map((task) => task.id)).toEqual([renamed.id]);
      expect(removed.id).not.toBe(renamed.id);
      // Indexed documents change through the index as before.
      await t.db
        .updateTable('tasks')
        .set({ title: 'Tern cliff' })
        .where('id', '=', renamed.id)
        .execute();
      await t.db.deleteFrom('tasks').where('title', '=', 'Zeppelin hangar 0').execute();
      expect((await search('puffin')).tasks).toEqual([]);
      expect((await search('tern')).tasks.map((task) => task.id)).toEqual([renamed.id]);
      expect((await search('zeppelin hangar 0')).tasks).toEqual([]);
      expect(checkIndex(path.join(t.dataDir, 'sitebook.db'))).toBe(0);
    },
  );

  it.runIf(testDialect === 'sqlite')(
    'indexes documents a crash left queued when the database is opened',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-queue-'));
      const file = path.join(dir, 'sitebook.db');
      try {
        let db = openDatabase({ sqlitePath: file });
        await migrateToLatest(db);
        const project = await seedProject(db, { name: 'Heron Quay' });
        const task = await seedTask(db, { title: 'Osprey mast', projectId: project.id });
        await db.destroy();

        // As if the process stopped after the commit, before indexing: the document is in
        // the queue and not in the index.
        const raw = new SQLite(file);
        raw.exec(`
          insert into search_fts (search_fts, rowid, title, body)
            select 'delete', fts_id, title, body from search_documents where kind = 'task';
          insert into search_titles (search_titles, rowid, title)
            select 'delete', fts_id, title from search_documents where kind = 'task';
          insert into search_pending (id) select id from search_documents where kind = 'task';`);
        const hits = (table: string) =>
          raw.prepare(`select count(*) as n from ${table} where ${table} match 'osprey'`).get() as {
            n: number;
          };
        expect(hits('search_fts').n).toBe(0);
        raw.close();

        db = openDatabase({ sqlitePath: file });
        await migrateToLatest(db);
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from search_fts where search_fts match 'osprey'`.execute(db);
        expect(rows[0]!.n).toBe(1);
        const titles = await sql<{ rowid: number }>`
          select rowid from search_titles where search_titles match 'osprey'`.execute(db);
        expect(titles.rows).toHaveLength(1);
        await db.destroy();
        expect(checkIndex(file)).toBe(0);
        expect(task.title).toBe('Osprey mast');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
