import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app.js';
import { configWith, type Config } from '../../../src/server/config.js';
import { openDatabase, type Db } from '../../../src/server/db/database.js';
import { checkReusableQueries } from '../../../src/server/db/reusable-query.js';
import { migrateToLatest } from '../../../src/server/db/migrate.js';
import { ensureOwner } from '../../../src/server/features/auth/auth.service.js';
import { SESSION_COOKIE } from '../../../src/server/lib/sessions.js';
import type { LoginThrottle } from '../../../src/server/lib/login-throttle.js';

export const OWNER = { username: 'owner', password: 'owner-password-1' };

/** PostgreSQL when TEST_DATABASE_URL is set, otherwise SQLite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDialect = testDatabaseUrl ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  /** Signs in as the owner and returns the Cookie header value. */
  signIn(credentials?: { username: string; password: string }): Promise<string>;
  /** inject() with the given session cookie. */
  request(cookie: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function withPgClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database (its own SQLite file, or its own PostgreSQL
 * schema) with the owner account, and the real app built on it.
 */
export async function createTestApp(
  options: {
    env?: Partial<Record<keyof Config, string>>;
    loginThrottle?: LoginThrottle;
    /** For features that exist only on SQLite (backups, crash safety). */
    sqliteOnly?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-test-'));
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const usePostgres = Boolean(testDatabaseUrl) && !options.sqliteOnly;
  if (usePostgres) await withPgClient((client) => client.query(`CREATE SCHEMA ${schema}`));
  const db = openDatabase(
    usePostgres
      ? { databaseUrl: testDatabaseUrl, pgSchema: schema }
      : { sqlitePath: path.join(dataDir, 'sitebook.db') },
  );
  // Every reused query is also built the ordinary way and compared (decision 266).
  checkReusableQueries(db);
  await migrateToLatest(db);
  const config = configWith({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OWNER_USERNAME: OWNER.username,
    OWNER_PASSWORD: OWNER.password,
    ...options.env,
  });
  await ensureOwner(db, OWNER.username, OWNER.password);
  const app = await buildApp({
    config,
    db,
    logger: false,
    webDir: path.join(dataDir, 'no-web-build'),
    loginThrottle: options.loginThrottle,
  });
  await app.ready();

  const request = (cookie: string | null, injectOptions: InjectOptions) =>
    app.inject({
      ...injectOptions,
      headers: { ...(cookie ? { cookie } : {}), ...injectOptions.headers },
    });

  return {
    app,
    db,
    config,
    dataDir,
    request,
    async signIn(credentials = OWNER) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: credentials,
      });
      if (response.statusCode !== 200) {
        throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      }
      return sessionCookieFrom(response);
    },
    async close() {
      await app.close();
      await db.destroy();
      if (usePostgres) {
        await withPgClient((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` of the session cookie a response set. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('the response set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Sets the owner's time zone: what "today" is for summaries, schedules and the daily log. */
export async function setTimeZone(t: TestApp, cookie: string, timeZone: string): Promise<void> {
  const response = await t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/time-zone',
    payload: { timeZone },
  });
  if (response.statusCode !== 200) {
    throw new Error(`setting the time zone failed: ${response.statusCode} ${response.body}`);
  }
}
