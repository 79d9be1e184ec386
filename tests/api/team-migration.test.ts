import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { databaseBefore, type OldDatabase } from './helpers/database-before.js';
import { testDialect } from './helpers/test-app.js';

// Migration 1500 (decision 150) on a one-person install from before team accounts: the
// account becomes the owner, and every existing task and update is attributed to it.

let old: OldDatabase;
let db: Db;

beforeAll(async () => {
  old = await databaseBefore('1500');
  db = old.db;
});
afterAll(async () => {
  await old.close();
});

describe(`migration 1500 on a one-person install (${testDialect})`, () => {
  it('makes the account the owner and attributes every task and update to it', async () => {
    const now = '2026-05-02T10:00:00.000Z';
    const ownerId = crypto.randomUUID();
    // Only the columns that existed before 1500.
    await sql`insert into users (id, username, password_hash, created_at)
      values (${ownerId}, 'Boss', 'scrypt$x', ${now})`.execute(db);
    const clientId = crypto.randomUUID();
    const projectId = crypto.randomUUID();
    await sql`insert into clients (id, name, email, phone, type, created_at, updated_at)
      values (${clientId}, 'Old Client', 'old@example.com', '1', 'Client', ${now}, ${now})`.execute(
      db,
    );
    await sql`insert into projects (id, name, client_id, status, created_at, updated_at)
      values (${projectId}, 'Old Project', ${clientId}, 'Planning', ${now}, ${now})`.execute(db);
    for (const title of ['Old task one', 'Old task two']) {
      await sql`insert into tasks (id, title, project_id, status, created_at, updated_at)
        values (${crypto.randomUUID()}, ${title}, ${projectId}, 'pending', ${now}, ${now})`.execute(
        db,
      );
    }
    await sql`insert into updates (id, project_id, note, date, created_at, updated_at)
      values (${crypto.randomUUID()}, ${projectId}, 'Old note', '2026-05-01', ${now}, ${now})`.execute(
      db,
    );

    await migrateToLatest(db);

    const user = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      id: ownerId,
      username: 'Boss',
      name: 'Boss',
      email: null,
      role: 'owner',
      last_sign_in_at: null,
    });
    expect(Number(user.active)).toBe(1);
    const tasks = await db.selectFrom('tasks').select(['created_by', 'assignee_id']).execute();
    expect(tasks).toEqual([
      { created_by: ownerId, assignee_id: null },
      { created_by: ownerId, assignee_id: null },
    ]);
    const updates = await db.selectFrom('updates').select('created_by').execute();
    expect(updates).toEqual([{ created_by: ownerId }]);
    // Usernames are unique ignoring case from now on.
    await expect(
      sql`insert into users (id, username, password_hash, created_at)
        values (${crypto.randomUUID()}, 'boss', '', ${now})`.execute(db),
    ).rejects.toThrow();
    // A person added later without a role is a field user, the least they can be.
    await sql`insert into users (id, username, password_hash, created_at)
      values (${crypto.randomUUID()}, 'newcomer', '', ${now})`.execute(db);
    const newcomer = await db
      .selectFrom('users')
      .select('role')
      .where('username', '=', 'newcomer')
      .executeTakeFirstOrThrow();
    expect(newcomer.role).toBe('field');
  });
});
