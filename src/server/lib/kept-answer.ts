import type { FastifyReply, FastifyRequest } from 'fastify';
import { versionOf } from '../db/data-versions.js';
import type { Db } from '../db/database.js';
import { KeptCopies, sendKept } from '../plugins/compression.js';
import { AnswerBuilds } from './answer-builds.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The versions (rows of `data_versions`) the route's kept answer is built from, or how
     * they follow from its query (decision 231): one declaration, read with the session
     * where that saves a round trip and by `KeptAnswer` otherwise.
     */
    keptFrom?: readonly string[] | ((query: Record<string, unknown>) => readonly string[]);
  }
}

// Worked out once per request: the session's read and the answer's use the same names.
const keptNames = new WeakMap<FastifyRequest, readonly string[]>();

/** The versions the matched route's kept answer is built from (none declared: undefined). */
export function keptVersionNames(request: FastifyRequest): readonly string[] | undefined {
  const declared = request.is404 ? undefined : request.routeOptions.config?.keptFrom;
  if (!declared) return undefined;
  let names = keptNames.get(request);
  if (!names) {
    names =
      typeof declared === 'function'
        ? declared((request.query ?? {}) as Record<string, unknown>)
        : declared;
    keptNames.set(request, names);
  }
  return names;
}

/** Longer answers are not kept (as the answer cache's 2 MB, decision 063). */
const MAX_KEPT_BYTES = 2 * 1024 * 1024;

/**
 * One JSON answer kept for as long as the version of the data it was built from is
 * current (decision 204): for a list whose table changes rarely while the rest of the
 * database changes all the time (contacts while tasks and updates are written), which
 * the answer cache (decision 063), emptied by any write, cannot keep.
 *
 * The version must be read before the data, in its own statement or the same one, from
 * a row every change of the data changes in the same transaction (a trigger): an answer
 * built from data newer than its version is only rebuilt once more, never served stale.
 * Builds are shared as the answer cache's are (lib/answer-builds.ts).
 */
export class KeptAnswer {
  /** `names`: the versions it was kept under, so a version summed from others never matches. */
  private kept: { names: string; version: number; json: KeptCopies } | undefined;
  private readonly builds = new AnswerBuilds<number, KeptCopies>();

  constructor(private readonly db: Db) {}

  /**
   * The answer at the data's version now (the versions the route declares in `keptFrom`),
   * built at that version by `build` unless kept.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    build: (version: number) => Promise<string>,
  ): Promise<FastifyReply> {
    const names = keptVersionNames(request);
    if (!names) throw new Error(`${request.routeOptions.url} keeps an answer: declare keptFrom`);
    const namesKey = names.join(',');
    const readVersion = () => versionOf(this.db, names);
    // Read with the session where it could be (decision 231): a moment before this, which is
    // safe for the reason the session's data version is (decision 225).
    const first = request.session?.keptVersion ?? (await readVersion());
    const claimed = await this.builds.claim(namesKey, first, {
      readVersion,
      kept: (version) =>
        this.kept?.names === namesKey && this.kept.version === version ? this.kept.json : undefined,
      gone: () => request.socket?.destroyed === true,
    });
    if ('answer' in claimed) return sendJson(request, reply, claimed.answer);
    const { version } = claimed.build;
    let json: KeptCopies;
    try {
      json = new KeptCopies(Buffer.from(await build(version)));
    } catch (error) {
      claimed.build.settle();
      throw error;
    }
    // Another request may have kept a newer version while this one was built; a very
    // large answer (a list without a limit) is sent, not kept.
    const newerKept = this.kept?.names === namesKey && this.kept.version > version;
    if (!newerKept && json.payload.length <= MAX_KEPT_BYTES) {
      this.kept = { names: namesKey, version, json };
    }
    claimed.build.settle(json);
    return sendJson(request, reply, json);
  }

  /** Builds again on the next request (the answer also depends on the time). */
  forget(): void {
    this.kept = undefined;
  }
}

/**
 * Kept answers by key (decision 215): one per caller's view and query, the least
 * recently used dropped past `max`. The key must hold everything the answer depends on
 * besides the versioned data: whose view it is (a field user's own), the parameters.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, KeptAnswer>();
  constructor(
    private readonly db: Db,
    private readonly max = 256,
  ) {}

  get(key: string): KeptAnswer {
    let answer = this.answers.get(key);
    if (answer) {
      this.answers.delete(key);
    } else {
      answer = new KeptAnswer(this.db);
      if (this.answers.size >= this.max) {
        this.answers.delete(this.answers.keys().next().value!);
      }
    }
    this.answers.set(key, answer);
    return answer;
  }
}

function sendJson(request: FastifyRequest, reply: FastifyReply, json: KeptCopies) {
  reply.header('content-type', 'application/json; charset=utf-8');
  return sendKept(request, reply, json);
}
