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
    // Progress is the body the request has received. `socket.bytesRead` is not it: while
    // Node's HTTP parser consumes the socket directly it does not advance, so a big body
    // read over several windows looked stalled on a busy machine.
    let received = 0;
    const push = request.push.bind(request);
    request.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (chunk) received += (chunk as Buffer).length;
      return push(chunk, encoding);
    };
    let seen = 0;
    let lastTick = performance.now();
    let appWasWaiting = false;
    const timer = setInterval(() => {
      if (request.complete || socket.destroyed) return clearInterval(timer);
      const arrived = received - seen;
      seen = received;
      // A late timer means the event loop was busy: timers run before pending reads, so
      // bytes that arrived meanwhile are not counted yet. Judge only on-time windows.
      const now = performance.now();
      const late = now - lastTick > options.windowMs * 1.5;
      lastTick = now;
      // Until the app reads the body (it may be waiting on the database or a file), a
      // quiet socket is the app's delay, not the client's: what has arrived sits unread.
      // A window counts only if the app was waiting for the client through all of it:
      // an app that began reading just before this tick has not let the socket be read yet.
      const appWaiting = request.readableLength === 0 && request.readableFlowing === true;
      const judged = appWaiting && appWasWaiting && !late;
      appWasWaiting = appWaiting;
      if (!judged || arrived >= options.minBytes) return;
      clearInterval(timer);
      options.onStalled?.(request);
      socket.destroy();
    }, options.windowMs);
    timer.unref();
    request.once('close', () => clearInterval(timer));
  });
}
