import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configWith } from '../../src/server/config.js';
import type { Db } from '../../src/server/db/database.js';
import {
  hashToken,
  purgeExpiredSessions,
  startDailySessionPurge,
} from '../../src/server/lib/sessions.js';
import { insertSession } from '../../src/server/lib/sessions.queries.js';
import { startServer } from '../../src/server/server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Expired sessions are refused anyway; purging them keeps the table small.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const HOUR = 60 * 60 * 1000;

async function ownerId(db: Db): Promise<string> {
  return (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
}

async function addSession(db: Db, name: string, expiresInMs: number) {
  const now = new Date();
  await insertSession(db, {
    tokenHash: hashToken(name),
    userId: await ownerId(db),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + expiresInMs).toISOString(),
  });
}

const sessionHashes = async (db: Db) =>
  (await db.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash);

describe('expired sessions', () => {
  it('are purged, and live ones kept', async () => {
    await addSession(t.db, 'expired', -HOUR);
    await addSession(t.db, 'live', HOUR);
    expect(await purgeExpiredSessions(t.db)).toBe(1);
    const left = await sessionHashes(t.db);
    expect(left).toContain(hashToken('live'));
    expect(left).not.toContain(hashToken('expired'));
  });

  it('are purged once a day while the server runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const purge = startDailySessionPurge(t.db, (error) => {
      throw error;
    });
    try {
      await addSession(t.db, 'expires-soon', -1);
      vi.advanceTimersByTime(23 * HOUR);
      expect(await sessionHashes(t.db)).toContain(hashToken('expires-soon'));
      vi.advanceTimersByTime(HOUR);
      await vi.waitFor(async () =>
        expect(await sessionHashes(t.db)).not.toContain(hashToken('expires-soon')),
      );
    } finally {
      purge.stop();
    }
  });

  it('are purged when the server starts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-purge-'));
    const config = configWith({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OWNER_USERNAME: 'owner',
      OWNER_PASSWORD: 'owner-password-1',
    });
    const first = await startServer(config);
    await addSession(first.db, 'left-over', -HOUR);
    await first.close();

    const second = await startServer(config);
    try {
      expect(await sessionHashes(second.db)).not.toContain(hashToken('left-over'));
    } finally {
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
