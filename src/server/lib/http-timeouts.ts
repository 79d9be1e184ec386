import type { Config } from '../config.js';

// How long a client may take, as Fastify and Node options (decision 131). A body that
// stops arriving is cut by `cutStalledBodies` (progress, not total time), so the
// whole-request limit can stay long enough for a large upload on a weak phone signal.
export function httpTimeouts(config: Config) {
  const ms = (seconds: number) => Math.round(seconds * 1000);
  const requestTimeout = ms(config.REQUEST_TIMEOUT_SECONDS);
  // Node refuses to start with headers allowed longer than the whole request.
  const headersTimeout = Math.min(ms(config.HEADERS_TIMEOUT_SECONDS), requestTimeout);
  return {
    /** Receiving one whole request, headers and body. */
    requestTimeout,
    /** A socket with no byte in either direction (a client that stops reading, too). */
    connectionTimeout: ms(config.IDLE_TIMEOUT_SECONDS),
    /** An idle connection between requests. */
    keepAliveTimeout: ms(config.KEEP_ALIVE_TIMEOUT_SECONDS),
    http: {
      requestTimeout,
      headersTimeout,
      // Node checks the two limits above only this often (every 30 s by default).
      connectionsCheckingInterval: Math.max(100, Math.round(headersTimeout / 4)),
    },
  };
}
