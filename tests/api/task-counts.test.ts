import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import { createBackup, restoreBackup } from '../../src/server/lib/backup/backup.js';
import { seedProject, seedTask } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// GET /api/tasks/counts reads the counts the triggers on `tasks` keep per project and
// status (migration 0310, decision 204). Whatever writes the tasks, the answer must be
// the same as counting them.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request(cookie, { method, url, payload });

/** The counts by counting the tasks themselves. */
async function counted(db: Db, projectId?: string) {
  const rows = await db
    .selectFrom('tasks')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .$if(projectId !== undefined, (q) => q.where('project_id', '=', projectId!))
    .groupBy('status')
    .execute();
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { pending: of('pending'), completed: of('completed') };
}

/** Every project's kept counts equal its tasks, and the answers equal both. */
async function expectExact(projectIds: string[]) {
  const all = await api('GET', '/api/tasks/counts');
  expect(all.statusCode).toBe(200);
  expect(all.json()).toEqual(await counted(t.db));
  for (const id of projectIds) {
    expect((await api('GET', `/api/tasks/counts?projectId=${id}`)).json()).toEqual(
      await counted(t.db, id),
    );
  }
  const kept = await t.db
    .selectFrom('task_counts')
    .select(['project_id', 'status', 'count'])
    .where('count', '<>', 0)
    .execute();
  const real = await t.db
    .selectFrom('tasks')
    .select(['project_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['project_id', 'status'])
    .execute();
  const key = (r: { project_id: string; status: string; count: number | string | bigint }) =>
    `${r.project_id}/${r.status}/${Number(r.count)}`;
  expect(kept.map(key).sort()).toEqual(real.map(key).sort());
}

describe('GET /api/tasks/counts stays exact', () => {
  it('through create, complete, reopen, edit, delete and project delete', async () => {
    const a = await seedProject(t.db, { name: 'Alder' });
    const b = await seedProject(t.db, { name: 'Birch' });
    await expectExact([a.id, b.id]);

    const created = [];
    for (const projectId of [a.id, a.id, a.id, b.id]) {
      const response = await api('POST', '/api/tasks', {
        title: 'Set forms',
        projectId,
        project: 'ignored',
        status: 'pending',
      });
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.json() as { id: string });
    }
    const completedAtOnce = await api('POST', '/api/tasks', {
      title: 'Already done',
      projectId: b.id,
      project: 'ignored',
      status: 'completed',
    });
    expect(completedAtOnce.statusCode).toBe(201);
    await expectExact([a.id, b.id]);
    expect((await api('GET', `/api/tasks/counts?projectId=${a.id}`)).json()).toEqual({
      pending: 3,
      completed: 0,
    });

    // Complete, complete again (no change), reopen, and an edit that keeps the status.
    const [first, second, third, fourth] = created as [
      { id: string },
      { id: string },
      { id: string },
      { id: string },
    ];
    expect((await api('PATCH', `/api/tasks/${first.id}`, { status: 'completed' })).statusCode).toBe(
      200,
    );
    expect(
      (await api('PATCH', `/api/tasks/${second.id}`, { status: 'completed' })).statusCode,
    ).toBe(200);
    await api('PATCH', `/api/tasks/${first.id}`, { status: 'completed' });
    expect((await api('GET', `/api/tasks/counts?projectId=${a.id}`)).json()).toEqual({
      pending: 1,
      completed: 2,
    });
    expect((await api('PATCH', `/api/tasks/${second.id}`, { status: 'pending' })).statusCode).toBe(
      200,
    );
    await api('PATCH', `/api/tasks/${third.id}`, { title: 'Set forms again' });
    await expectExact([a.id, b.id]);
    expect((await api('GET', `/api/tasks/counts?projectId=${a.id}`)).json()).toEqual({
      pending: 2,
      completed: 1,
    });

    // A task moved to another project by SQL (no route does it) moves its count.
    await t.db
      .updateTable('tasks')
      .set({ project_id: b.id, status: 'completed' })
      .where('id', '=', third.id)
      .execute();
    await expectExact([a.id, b.id]);

    expect((await api('DELETE', `/api/tasks/${fourth.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/tasks/${first.id}`)).statusCode).toBe(200);
    await expectExact([a.id, b.id]);

    // Deleting a project takes its tasks, and their counts, with it.
    expect((await api('DELETE', `/api/projects/${b.id}`)).statusCode).toBe(200);
    await expectExact([a.id, b.id]);
    expect((await api('GET', `/api/tasks/counts?projectId=${b.id}`)).json()).toEqual({
      pending: 0,
      completed: 0,
    });
  });

  it('counts tasks written straight into the table (an import, a seed) in one statement', async () => {
    const c = await seedProject(t.db, { name: 'Cedar' });
    for (const status of ['pending', 'pending', 'completed']) {
      await seedTask(t.db, { projectId: c.id, status });
    }
    await t.db
      .insertInto('tasks')
      .values(
        [1, 2, 3].map((n) => ({
          id: `bulk-${n}-${c.id}`,
          title: `Bulk ${n}`,
          description: null,
          project_id: c.id,
          status: n === 1 ? 'completed' : 'pending',
          due_date: null,
          checklist: null,
          completed_at: n === 1 ? '2026-01-01T00:00:00.000Z' : null,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
          assignee_id: null,
          created_by: null,
        })),
      )
      .execute();
    await t.db
      .deleteFrom('tasks')
      .where('project_id', '=', c.id)
      .where('title', '=', 'Bulk 3')
      .execute();
    expect((await api('GET', `/api/tasks/counts?projectId=${c.id}`)).json()).toEqual({
      pending: 3,
      completed: 2,
    });
    await expectExact([c.id]);
  });

  it.skipIf(testDialect !== 'sqlite')('are the same after a backup is restored', async () => {
    const d = await seedProject(t.db, { name: 'Douglas' });
    await seedTask(t.db, { projectId: d.id, status: 'completed' });
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-counts-'));
    try {
      const { archive } = await createBackup({ dataDir: t.dataDir, outDir: work });
      const restoredDir = path.join(work, 'restored');
      await restoreBackup({ archive, dataDir: restoredDir });
      const restored = openDatabase({ sqlitePath: path.join(restoredDir, 'sitebook.db') });
      try {
        await migrateToLatest(restored);
        const kept = await restored
          .selectFrom('task_counts')
          .select(['status', (eb) => eb.fn.sum<number>('count').as('count')])
          .groupBy('status')
          .orderBy('status')
          .execute();
        const real = await counted(restored);
        expect(kept.map((r) => [r.status, Number(r.count)])).toEqual([
          ['completed', real.completed],
          ['pending', real.pending],
        ]);
        expect(real).toEqual(await counted(t.db));
      } finally {
        await restored.destroy();
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('migration 0310', () => {
  it('fills the counts from the tasks already there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-0310-'));
    // SQLite only here: the PostgreSQL path is the same SQL, run by every test app.
    const db = openDatabase({ sqlitePath: path.join(dir, 'sitebook.db') });
    try {
      const before = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < '0310'),
      );
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => before },
        allowUnorderedMigrations: true,
      });
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
      const p = await seedProject(db as never, { name: 'Elm' });
      for (const status of ['pending', 'completed', 'completed']) {
        await seedTask(db as never, { projectId: p.id, status });
      }
      await migrateToLatest(db);
      const kept = await db
        .selectFrom('task_counts')
        .select(['status', 'count'])
        .where('project_id', '=', p.id)
        .orderBy('status')
        .execute();
      expect(kept.map((r) => [r.status, Number(r.count)])).toEqual([
        ['completed', 2],
        ['pending', 1],
      ]);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
