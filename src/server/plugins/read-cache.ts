import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER } from '../../core/schemas/update.js';
import { dataVersion } from '../db/commits.js';
import { ownerToday } from '../lib/owner-time.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends only on the URL and the stored data (not on the time or
     * the caller: a field user's answers, filtered to their projects, are kept
     * apart from everyone else's), so it can be served again until anything is
     * written. 'per-day':
     * it also depends on today's date where the owner works (summaries), which is
     * then part of the key.
     */
    cacheable?: boolean | 'per-day';
  }
}

/** The headers that belong to the answer itself; the rest are made per request. */
const ANSWER_HEADERS = ['content-type', NEXT_CURSOR_HEADER];
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

interface Entry {
  /** Encoded once: sending a string would encode it again for every answer. */
  payload: Buffer;
  headers: Record<string, string>;
}

/**
 * Whose view of the data the answer is: owner and office see every project, a
 * field user only theirs (decision 150), so each field user's answers are their own.
 */
function viewerKey(request: FastifyRequest): string {
  const user = request.session?.user;
  return user?.role === 'field' ? `member:${user.id}` : 'all';
}

/**
 * What the answer depends on: the route that matched and its parsed parameters,
 * never the URL text (`/%61pi/x?b=1&a=2` and `/api/x?a=2&b=1` are one answer),
 * and whose view it is.
 */
function answerKey(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  const sortedQuery = Object.keys(query)
    .sort()
    .map((name) => [name, query[name]]);
  return JSON.stringify([
    viewerKey(request),
    request.routeOptions.url,
    request.params,
    sortedQuery,
  ]);
}

/**
 * Keeps the serialized answers of cacheable GET routes until the next write
 * (see dataVersion). Sign-in is checked before, as for any request: this only
 * saves the queries and the serialization. SQLite only; a no-op on PostgreSQL.
 */
export function registerReadCache(app: FastifyInstance, maxBytes = 32 * 1024 * 1024): void {
  if (dataVersion(app.db) === undefined) return;
  // Every entry was computed at this data version; a write empties the cache.
  let version = dataVersion(app.db)!;
  const entries = new Map<string, Entry>();
  const pending = new WeakMap<FastifyRequest, { startedAt: number; key: string }>();
  let bytes = 0;

  const current = () => {
    const now = dataVersion(app.db)!;
    if (now !== version) {
      entries.clear();
      bytes = 0;
      version = now;
    }
    return now;
  };

  app.addHook('onRequest', async (request, reply) => {
    const cacheable = request.routeOptions.config?.cacheable;
    if (request.method !== 'GET' || !cacheable) return;
    const startedAt = current();
    const answer = answerKey(request);
    const key = cacheable === 'per-day' ? `${await ownerToday(app.db)} ${answer}` : answer;
    const entry = entries.get(key);
    if (entry) {
      // Most recently used last, so the oldest is dropped first.
      entries.delete(key);
      entries.set(key, entry);
      return reply.headers(entry.headers).send(entry.payload);
    }
    pending.set(request, { startedAt, key });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const started = pending.get(request);
    if (!started || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const { startedAt, key } = started;
    // A write since the request began may or may not be in this answer: not kept.
    if (startedAt !== current() || payload.length > MAX_ENTRY_BYTES) return payload;
    const headers: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    if (!entries.has(key)) {
      const encoded = Buffer.from(payload);
      entries.set(key, { payload: encoded, headers });
      bytes += encoded.length;
    }
    for (const [oldest, entry] of entries) {
      if (bytes <= maxBytes) break;
      bytes -= entry.payload.length;
      entries.delete(oldest);
    }
    return payload;
  });
}
