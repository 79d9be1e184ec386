import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { databaseBefore, type OldDatabase } from './helpers/database-before.js';
import { testDialect } from './helpers/test-app.js';

// Migration 1800 (issue 18, decision 180): updates written by tasks before update kinds
// existed become task events (with the event, and the task when its title is unique).

let old: OldDatabase;
let db: Db;

beforeAll(async () => {
  old = await databaseBefore('1800');
  db = old.db;
});
afterAll(async () => {
  await old.close();
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
