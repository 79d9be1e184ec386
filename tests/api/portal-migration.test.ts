import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { configWith } from '../../src/server/config.js';
import type { Db } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { databaseBefore, type OldDatabase } from './helpers/database-before.js';
import { testDialect } from './helpers/test-app.js';

// Migration 1600 (decision 160) on an install from before the client portal: every
// existing update stays client-visible, every project starts new updates as
// client-visible, no task title is shown, and the sharing settings are left as they were,
// so the upgraded install shares exactly what it shared before.

let old: OldDatabase;
let db: Db;
let dir: string;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  old = await databaseBefore('1600');
  db = old.db;
  dir = old.dir;
});
afterAll(async () => {
  await app?.close();
  await old.close();
});

describe(`migration 1600 on an install from before the client portal (${testDialect})`, () => {
  it('keeps every update shared, projects defaulting to client and the sharing settings as they were', async () => {
    const now = '2026-05-02T10:00:00.000Z';
    const ownerId = crypto.randomUUID();
    const clientId = crypto.randomUUID();
    const projectIds = [crypto.randomUUID(), crypto.randomUUID()];
    const updateIds = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    // The owner had switched /share/daily off and kept single-update links on.
    const sharing = '{"enabled":true,"allUpdates":false}';
    // Only the columns that existed before 1600.
    await sql`insert into users (id, username, password_hash, created_at, name, role)
      values (${ownerId}, 'boss', 'scrypt$x', ${now}, 'Boss', 'owner')`.execute(db);
    await sql`insert into settings (key, value) values ('sharing', ${sharing})`.execute(db);
    await sql`insert into clients (id, name, email, phone, type, created_at, updated_at)
      values (${clientId}, 'Old Client', 'old@example.com', '1', 'Client', ${now}, ${now})`.execute(
      db,
    );
    for (const [index, projectId] of projectIds.entries()) {
      await sql`insert into projects (id, name, client_id, status, created_at, updated_at)
        values (${projectId}, ${`Old Project ${index + 1}`}, ${clientId}, 'In Progress', ${now}, ${now})`.execute(
        db,
      );
    }
    await sql`insert into tasks (id, title, project_id, status, created_at, updated_at, created_by)
      values (${crypto.randomUUID()}, 'Old task', ${projectIds[0]}, 'pending', ${now}, ${now}, ${ownerId})`.execute(
      db,
    );
    for (const [index, updateId] of updateIds.entries()) {
      await sql`insert into updates (id, project_id, note, date, created_at, updated_at, created_by)
        values (${updateId}, ${projectIds[index % 2]}, ${`Old note ${index + 1}`}, '2026-05-01',
          ${now}, ${now}, ${ownerId})`.execute(db);
    }

    await migrateToLatest(db);

    const updates = await db.selectFrom('updates').select(['id', 'visibility']).execute();
    expect(updates).toHaveLength(updateIds.length);
    expect(updates.every((update) => update.visibility === 'client')).toBe(true);
    const projects = await db
      .selectFrom('projects')
      .select(['id', 'default_update_visibility'])
      .execute();
    expect(projects).toHaveLength(projectIds.length);
    expect(projects.every((project) => project.default_update_visibility === 'client')).toBe(true);
    const tasks = await db.selectFrom('tasks').select('client_visible').execute();
    expect(tasks.map((task) => Number(task.client_visible))).toEqual([0]);
    const settings = await db.selectFrom('settings').selectAll().execute();
    expect(settings).toEqual([{ key: 'sharing', value: sharing }]);

    // The upgraded server answers the public share pages as the old one did: every old
    // update by its own link, and /share/daily still off.
    app = await buildApp({
      config: configWith({ DATA_DIR: dir, LOG_LEVEL: 'silent' }),
      db,
      logger: false,
      webDir: path.join(dir, 'no-web-build'),
    });
    await app.ready();
    for (const [index, updateId] of updateIds.entries()) {
      const single = await app.inject({ method: 'GET', url: `/api/public/updates/${updateId}` });
      expect(single.statusCode).toBe(200);
      expect(single.json()).toMatchObject({ id: updateId, note: `Old note ${index + 1}` });
    }
    const daily = await app.inject({ method: 'GET', url: '/api/public/updates' });
    expect(daily.statusCode).toBe(404);
  });
});
