import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncoding,
  COMPRESS_THRESHOLD_BYTES,
  compressSync,
  type Encoding,
} from '../plugins/compression.js';

/** Longer answers are not kept (as the answer cache's 2 MB, decision 063). */
const MAX_KEPT_CHARS = 2 * 1024 * 1024;

/**
 * One JSON answer kept for as long as the version of the data it was built from is
 * current (decision 204): for a list whose table changes rarely while the rest of the
 * database changes all the time (contacts while tasks and updates are written), which
 * the answer cache (decision 063), emptied by any write, cannot keep.
 *
 * The version must be read before the data, in its own statement or the same one, from
 * a row every change of the data changes in the same transaction (a trigger): an answer
 * built from data newer than its version is only rebuilt once more, never served stale.
 */
export class KeptAnswer {
  private version: number | undefined;
  private json = '';
  private compressed: Partial<Record<Encoding, Buffer>> = {};
  /** The build running now: requests of its version wait for it instead of building too. */
  private building: { version: number; json: Promise<string> } | undefined;

  /** The answer for `version`, built by `build` unless the kept one is of that version. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    version: number,
    build: () => Promise<string>,
  ): Promise<FastifyReply> {
    if (this.version === version) return sendJson(request, reply, this.json, this.compressed);
    // A build that read this same version before its data saw every write this request
    // could know of (any write since would have moved the version): its answer serves.
    const running = this.building;
    if (running?.version === version) {
      const json = await running.json.catch(() => undefined);
      if (json !== undefined) {
        return sendJson(
          request,
          reply,
          json,
          this.version === version ? this.compressed : undefined,
        );
      }
    }
    const promise = build();
    const mine = { version, json: promise };
    this.building = mine;
    let json: string;
    try {
      json = await promise;
    } finally {
      if (this.building === mine) this.building = undefined;
    }
    // Another request may have kept a newer version while this one was built; a very
    // large answer (a list without a limit) is sent, not kept.
    if ((this.version !== undefined && this.version > version) || json.length > MAX_KEPT_CHARS) {
      return sendJson(request, reply, json, undefined);
    }
    this.version = version;
    this.json = json;
    this.compressed = {};
    return sendJson(request, reply, json, this.compressed);
  }

  /** Builds again on the next request (the answer also depends on the time). */
  forget(): void {
    this.version = undefined;
  }
}

/**
 * Kept answers by key (decision 215): one per caller's view and query, the least
 * recently used dropped past `max`. The key must hold everything the answer depends on
 * besides the versioned data: whose view it is (a field user's own), the parameters.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, KeptAnswer>();
  constructor(private readonly max = 256) {}

  get(key: string): KeptAnswer {
    let answer = this.answers.get(key);
    if (answer) {
      this.answers.delete(key);
    } else {
      answer = new KeptAnswer();
      if (this.answers.size >= this.max) {
        this.answers.delete(this.answers.keys().next().value!);
      }
    }
    this.answers.set(key, answer);
    return answer;
  }
}

function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
  kept: Partial<Record<Encoding, Buffer>> | undefined,
) {
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (!encoding || Buffer.byteLength(json) < COMPRESS_THRESHOLD_BYTES) return reply.send(json);
  const bytes = kept?.[encoding] ?? compressSync(Buffer.from(json), encoding);
  if (kept) kept[encoding] = bytes;
  // Content-Encoding set: @fastify/compress leaves the bytes as they are.
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
}
