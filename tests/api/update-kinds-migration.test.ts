import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import { testDatabaseUrl, testDialect } from './helpers/test-app.js';

// Migration 1800 (issue 18, decision 180): updates written by tasks before update kinds
// existed become task events (with the event, and the task when its title is unique).

const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-migration-'));
let db: Db;

const withPg = async (statement: string) => {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  if (testDatabaseUrl) await withPg(`CREATE SCHEMA ${schema}`);
  db = openDatabase(
    testDatabaseUrl
      ? { databaseUrl: testDatabaseUrl, pgSchema: schema }
      : { sqlitePath: path.join(dir, 'sitebook.db') },
  );
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '1800'));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => before },
    migrationTableSchema: testDatabaseUrl ? schema : undefined,
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
});
afterAll(async () => {
  await db.destroy();
  if (testDatabaseUrl) await withPg(`DROP SCHEMA ${schema} CASCADE`);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`migration 1800 on existing updates (${testDialect})`, () => {
  it('marks task-written updates as task events and everything else as notes', async () => {
    const now = '2026-05-02T10:00:00.000Z';
    const clientId = crypto.randomUUID();
    const projectId = crypto.randomUUID();
    await sql`insert into clients (id, name, email, phone, type, created_at, updated_at)
      values (${clientId}, 'Old Client', 'old@example.com', '1', 'Client', ${now}, ${now})`.execute(
      db,
    );
    await sql`insert into projects (id, name, client_id, status, created_at, updated_at)
      values (${projectId}, 'Old Project', ${clientId}, 'Planning', ${now}, ${now})`.execute(db);
    const taskId = crypto.randomUUID();
    await sql`insert into tasks (id, title, project_id, status, created_at, updated_at)
      values (${taskId}, 'Pour slab', ${projectId}, 'completed', ${now}, ${now})`.execute(db);
    // Two tasks with one title: which one an update was about cannot be told.
    for (let i = 0; i < 2; i++) {
      await sql`insert into tasks (id, title, project_id, status, created_at, updated_at)
        values (${crypto.randomUUID()}, 'Clean up', ${projectId}, 'pending', ${now}, ${now})`.execute(
        db,
      );
    }
    const notes = [
      'New task: Pour slab (checklist 1/2 done)',
      'Completed task: Pour slab',
      'New task: Clean up',
      'Site visit with the inspector',
      'Renewed task list for next week',
    ];
    for (const note of notes) {
      await sql`insert into updates (id, project_id, note, date, created_at, updated_at)
        values (${crypto.randomUUID()}, ${projectId}, ${note}, '2026-05-01', ${now}, ${now})`.execute(
        db,
      );
    }

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('updates')
      .select(['note', 'kind', 'task_event', 'task_id'])
      .execute();
    const byNote = Object.fromEntries(rows.map(({ note, ...rest }) => [note, rest]));
    expect(byNote).toEqual({
      'New task: Pour slab (checklist 1/2 done)': {
        kind: 'task',
        task_event: 'created',
        task_id: taskId,
      },
      'Completed task: Pour slab': { kind: 'task', task_event: 'completed', task_id: taskId },
      'New task: Clean up': { kind: 'task', task_event: 'created', task_id: null },
      'Site visit with the inspector': { kind: 'note', task_event: null, task_id: null },
      'Renewed task list for next week': { kind: 'note', task_event: null, task_id: null },
    });
  });
});
