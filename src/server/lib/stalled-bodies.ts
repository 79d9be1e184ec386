import type { IncomingMessage, Server } from 'node:http';

// Slowloris on the body: a client that sends a large Content-Length, then one byte now
// and then, holds a connection (and whatever the route holds) for as long as it likes.
// A total time limit cannot tell it from a big upload on a weak phone signal, so the
// rule is about progress instead (decision 131): every window must bring at least
// `minBytes` of the body, or the rest of it, or the connection is closed.

export interface StalledBodyOptions {
  windowMs: number;
  minBytes: number;
  /** Called before a stalled request's connection is destroyed. */
  onStalled?: (request: IncomingMessage) => void;
}

export const MIN_BODY_BYTES_PER_WINDOW = 8 * 1024;

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

export function cutStalledBodies(server: Server, options: StalledBodyOptions): void {
  server.on('request', (request: IncomingMessage) => {
    if (request.complete || !hasBody(request)) return;
    const socket = request.socket;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (request.complete || socket.destroyed) return clearInterval(timer);
      const arrived = socket.bytesRead - seen;
      seen = socket.bytesRead;
      // Body the app has not read yet is the app's delay (it may be waiting on the
      // database or a file), not the client's.
      if (request.readableLength > 0) return;
      if (arrived >= options.minBytes) return;
      clearInterval(timer);
      options.onStalled?.(request);
      socket.destroy();
    }, options.windowMs);
    timer.unref();
    request.once('close', () => clearInterval(timer));
  });
}
