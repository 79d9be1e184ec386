import { multipart } from '../lib/multipart.js';

// The writer of issue 20's second read phase: 20 writes a second, tasks and updates
// in turn, through the API as the screens make them, for as long as the reads run.

export const WRITES_PER_SECOND = 20;
/**
 * At most this many writes in flight: on a machine too slow for 20 a second the writer
 * skips a beat (counted) instead of piling up connections until the server's
 * per-address cap (100, decision 131) refuses the reads being measured.
 */
const MAX_IN_FLIGHT = 4;

export interface Writer {
  stats: { done: number; failed: number; skipped: number };
  stop(): Promise<void>;
}

export function startWriter(url: string, cookie: string, projectId: string, today: string): Writer {
  const stats = { done: 0, failed: 0, skipped: 0 };
  const pending = new Set<Promise<void>>();
  let n = 0;
  const write = async () => {
    n += 1;
    const request =
      n % 2 === 0
        ? {
            path: '/api/tasks',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ title: `Writer task ${n}`, projectId, dueDate: today }),
          }
        : (() => {
            const body = multipart({ projectId, note: `Writer update ${n}`, date: today });
            return {
              path: '/api/updates',
              headers: body.headers,
              body: new Uint8Array(body.payload),
            };
          })();
    try {
      const response = await fetch(`${url}${request.path}`, {
        method: 'POST',
        headers: { cookie, ...request.headers },
        body: request.body,
      });
      await response.arrayBuffer();
      if (response.ok) stats.done += 1;
      else stats.failed += 1;
    } catch {
      stats.failed += 1;
    }
  };
  const timer = setInterval(() => {
    if (pending.size >= MAX_IN_FLIGHT) {
      stats.skipped += 1;
      return;
    }
    const p = write().finally(() => pending.delete(p));
    pending.add(p);
  }, 1000 / WRITES_PER_SECOND);
  return {
    stats,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}
