import { buildApp } from '../../src/server/app.js';
import { configWith } from '../../src/server/config.js';
import type { Db } from '../../src/server/db/database.js';

/**
 * The app built in-process on a seeded database (no web files), signed in as the seed's
 * owner: what the profilers (`profile.ts`, `profile-write.ts`) time requests against.
 */
export async function signedInApp(db: Db, dataDir: string) {
  const config = configWith({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  } as never);
  const app = await buildApp({ config, db, logger: false, webDir: '/nonexistent' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: 'pw-pw-pw-pw' },
  });
  const session = login.cookies.find((c) => c.name === 'sitebook_session');
  if (!session) throw new Error(`Signing in failed: ${login.statusCode} ${login.body}`);
  return { app, cookie: `sitebook_session=${session.value}` };
}
