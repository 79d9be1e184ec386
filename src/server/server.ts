import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensureOwner } from './features/auth/auth.service.js';

export function openConfiguredDatabase(config: Config): Db {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: path.resolve(config.DATA_DIR, 'sitebook.db'),
  });
}

/** Opens and migrates the database, creates the owner if needed and builds the app. */
export async function startServer(config: Config): Promise<FastifyInstance> {
  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const app = await buildApp({ config, db });
    const owner = await ensureOwner(db, config.OWNER_USERNAME, config.OWNER_PASSWORD);
    if (owner.generatedPassword) {
      // Shown once on the console, never logged through the structured logger.
      process.stdout.write(
        [
          '',
          '  Sitebook created the owner account.',
          `    username: ${config.OWNER_USERNAME}`,
          `    password: ${owner.generatedPassword}`,
          '  Keep it safe: it is not shown again. Change it in Settings,',
          '  or set a new one with: npm run reset-password -- <username>',
          '',
          '',
        ].join('\n'),
      );
    }
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    return app;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
