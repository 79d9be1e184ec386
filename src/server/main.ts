import { ConfigError, loadConfig } from './config.js';
import { capConnectionsPerAddress } from './lib/connection-cap.js';
import { hopCountWarning, trustedPeer } from './lib/proxy-trust.js';
import { cutStalledBodies, MIN_BODY_BYTES_PER_WINDOW } from './lib/stalled-bodies.js';
import { startServer } from './server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await startServer(config);
  const exposedHops = hopCountWarning(config.TRUST_PROXY, config.HOST);
  if (exposedHops) app.log.warn({ host: config.HOST }, exposedHops);
  // Slow and greedy clients (decision 131); the timeouts are in buildApp's Fastify options.
  capConnectionsPerAddress(app.server, {
    maxPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
    exempt: trustedPeer(config.TRUST_PROXY),
    onCapped: (address) =>
      app.log.warn({ remoteAddress: address }, 'too many connections from one address'),
  });
  cutStalledBodies(app.server, {
    windowMs: config.BODY_TIMEOUT_SECONDS * 1000,
    minBytes: MIN_BODY_BYTES_PER_WINDOW,
    onStalled: (request) =>
      app.log.info(
        { remoteAddress: request.socket.remoteAddress, url: request.url },
        'request body stalled: connection closed',
      ),
  });
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
