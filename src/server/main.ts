import { ConfigError, loadConfig } from './config.js';
import { startServer } from './server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await startServer(config);
  await app.listen({ port: config.PORT, host: config.HOST });

  // SIGTERM/SIGINT: stop taking connections, let in-flight requests finish, close the database.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Sitebook failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
