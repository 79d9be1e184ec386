import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { createTestApp } from './helpers/test-app.js';

describe('migrations', () => {
  it('run on several databases side by side and again without change', async () => {
    // Each test app has its own SQLite file or PostgreSQL schema, migrated at once.
    const apps = await Promise.all([createTestApp(), createTestApp(), createTestApp()]);
    try {
      for (const t of apps) {
        await migrateToLatest(t.db);
        const response = await t.request(await t.signIn(), {
          method: 'GET',
          url: '/api/auth/user',
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await Promise.all(apps.map((t) => t.close()));
    }
  });
});
