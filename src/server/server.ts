import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensureOwner } from './features/auth/index.js';
import { sweepExportStaging } from './features/data-transfer/index.js';
import { createScheduler } from './features/schedules/index.js';
import { listStoredFiles } from './features/updates/index.js';
import { purgeExpiredSessions, startDailySessionPurge } from './lib/sessions.js';
import { startRenditionPass } from './lib/renditions.js';
import { sweepUploads } from './lib/storage.js';

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
    const files = await listStoredFiles(db);
    const swept = await sweepUploads(config.DATA_DIR, new Set(files.map((row) => row.storage_key)));
    const stages = await sweepExportStaging(config.DATA_DIR);
    const expiredSessions = await purgeExpiredSessions(db);
    const app = await buildApp({ config, db });
    if (expiredSessions > 0) app.log.info({ removed: expiredSessions }, 'removed expired sessions');
    if (swept > 0) app.log.info({ removed: swept }, 'removed unfinished or unreferenced uploads');
    if (stages > 0) app.log.info({ removed: stages }, 'removed export stages left by a crash');
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
    // Client e-mails go out once the server is listening (decision 090); tests build the app without it.
    // Photos stored before renditions existed, or whose renditions a crash cut short,
    // get them in the background (decision 201); until then they are made on request.
    const renditions = startRenditionPass(config.DATA_DIR, files, (key, error) =>
      app.log.warn({ err: error, file: key.slice(0, 8) }, 'could not make photo renditions'),
    );
    void renditions.done.then(({ made, failed }) => {
      if (made + failed > 0) app.log.info({ made, failed }, 'photo renditions pass finished');
    });
    const scheduler = createScheduler({ db, config, log: app.log });
    let sessionPurge: { stop(): void } | undefined;
    app.addHook('onListen', async () => {
      scheduler.start();
      sessionPurge = startDailySessionPurge(db, (error) =>
        app.log.error({ err: error }, 'purging expired sessions failed'),
      );
    });
    app.addHook('onClose', async () => {
      renditions.stop();
      await renditions.done;
      sessionPurge?.stop();
      await scheduler.stop();
      await db.destroy();
    });
    return app;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
