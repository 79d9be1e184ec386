import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataVersion } from '../db/commits.js';
import { AnswerBuilds, type Build } from '../lib/answer-builds.js';
import { dateInTimeZone } from '../../core/dates.js';
import { getOwnerTimeZone } from '../lib/owner-time.js';
import { KeptCopies, keptBytes, sendKept } from './compression.js';
import { NEXT_CURSOR_HEADER } from '../../core/updates.js';

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
  /** The data version it was built at: served only while that is still the version. */
  version: string;
  /**
   * Encoded once (sending a string would encode it again for every answer), with its
   * compressed copies, made on the first hit that accepts each encoding.
   */
  copies: KeptCopies;
  headers: Record<string, string>;
  etag: string;
}

/**
 * A tag of the answer's bytes: equal bytes, equal tag, whatever the data version.
 * Weak, because the same tag goes with the br, gzip and plain bytes of one answer.
 */
export function answerEtag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match holds this tag (or `*`): the client's copy is current. */
function clientHasCurrent(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  const current = opaqueTag(etag);
  return header
    .split(',')
    .map(opaqueTag)
    .some((tag) => tag === current || tag === '*');
}

/**
 * Tags every cacheable answer (decision 200) and answers 304 when the client
 * already has it: the same bytes are not sent again. On both databases; only
 * SQLite also keeps the answers (below).
 */
function registerAnswerTags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.cacheable) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = answerEtag(payload);
    reply.header('etag', etag);
    if (!clientHasCurrent(request, etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    return '';
  });
}

/** A kept answer, compressed as the request accepts (kept too, for the next hit). */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.headers(entry.headers).header('etag', entry.etag);
  if (clientHasCurrent(request, entry.etag)) {
    return reply.code(304).removeHeader('content-type').send();
  }
  return sendKept(request, reply, entry.copies);
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
 * saves the queries and the serialization. On both databases: an answer is kept only
 * when the data version did not move while it was built (see dataVersion).
 */
export function registerReadCache(app: FastifyInstance, maxBytes = 32 * 1024 * 1024): void {
  registerAnswerTags(app);
  // Every entry was computed at this data version; a write empties the cache.
  let version = '';
  const entries = new Map<string, Entry>();
  // The requests building an answer, and under which key it is kept.
  const pending = new WeakMap<FastifyRequest, { build: Build<string, Entry>; key: string }>();
  // One build at a time per answer (lib/answer-builds.ts).
  const builds = new AnswerBuilds<string, Entry>();
  let bytes = 0;

  // `known`: the version the session check read in its own round trip (decision 225).
  const current = async (known?: string) => {
    const now = known ?? (await dataVersion(app.db));
    if (now !== version) {
      entries.clear();
      bytes = 0;
      version = now;
    }
    return now;
  };

  // The owner's time zone as read at a data version: a per-day answer's key needs today's
  // date, and the zone is a setting, which only a write changes. Read once per version, not
  // once per request (on PostgreSQL a round trip of its own beside the session check).
  let zone: { at: string; value: Promise<string> } | undefined;
  const ownerTodayAt = async (at: string) => {
    if (zone?.at !== at) {
      const value = getOwnerTimeZone(app.db);
      zone = { at, value };
      // A failed read is not kept: the next request asks again.
      value.catch(() => {
        if (zone?.value === value) zone = undefined;
      });
    }
    return dateInTimeZone(new Date(), await zone.value);
  };

  /** The answer kept for `key` if it was built at `at`, now the most recently used. */
  const keptAt = (key: string, at: string) => {
    const entry = entries.get(key);
    if (entry?.version !== at) return undefined;
    // Most recently used last, so the oldest is dropped first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const finish = (request: FastifyRequest, entry?: Entry) => {
    const started = pending.get(request);
    if (!started) return;
    pending.delete(request);
    started.build.settle(entry);
  };

  app.addHook('onRequest', async (request, reply) => {
    const cacheable = request.routeOptions.config?.cacheable;
    if (request.method !== 'GET' || !cacheable) return;
    const startedAt = await current(request.session?.dataVersion);
    const answer = answerKey(request);
    const key = cacheable === 'per-day' ? `${await ownerTodayAt(startedAt)} ${answer}` : answer;
    const claimed = await builds.claim(key, startedAt, {
      readVersion: current,
      kept: (version) => keptAt(key, version),
      gone: () => request.socket?.destroyed === true,
    });
    if ('answer' in claimed) return sendEntry(request, reply, claimed.answer);
    pending.set(request, { build: claimed.build, key });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const started = pending.get(request);
    if (!started) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      finish(request);
      return payload;
    }
    const { key } = started;
    const startedAt = started.build.version;
    const headers: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    // The tag the hook above put on the answer (registered first): the same bytes, hashed once.
    const tag = reply.getHeader('etag');
    const entryOf = (encoded: Buffer): Entry => ({
      version: startedAt,
      copies: new KeptCopies(encoded),
      headers,
      etag: typeof tag === 'string' ? tag : answerEtag(encoded),
    });
    let entry: Entry;
    if (startedAt !== (await current()) || payload.length > MAX_ENTRY_BYTES) {
      // A write since the request began may or may not be in this answer: not kept, but
      // still good for the requests that waited on it (see onRequest).
      entry = entryOf(Buffer.from(payload));
    } else {
      const kept = entries.get(key);
      if (kept?.version === startedAt) {
        entry = kept;
      } else {
        if (kept) bytes -= kept.copies.payload.length;
        entry = entryOf(Buffer.from(payload));
        entries.set(key, entry);
        bytes += entry.copies.payload.length;
      }
      // Compressed copies are a fraction of the answer: counted with it as an estimate.
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        bytes -= old.copies.payload.length;
        entries.delete(oldest);
      }
    }
    finish(request, entry);
    // Sent as the requests that waited on it are: compressed once for all of them.
    return keptBytes(request, reply, entry.copies);
  });

  // A build that ended without an answer (an error, a closed connection) frees its waiters.
  app.addHook('onResponse', async (request) => finish(request));
  app.addHook('onRequestAbort', async (request) => finish(request));
}
