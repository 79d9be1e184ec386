import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncoding,
  COMPRESS_THRESHOLD_BYTES,
  compressSync,
  type Encoding,
} from '../plugins/compression.js';

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

  /** The answer for `version`, built by `build` unless the kept one is of that version. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    version: number,
    build: () => Promise<string>,
  ): Promise<FastifyReply> {
    if (this.version === version) return sendJson(request, reply, this.json, this.compressed);
    const json = await build();
    // Another request may have kept a newer version while this one was built.
    if (this.version !== undefined && this.version > version) {
      return sendJson(request, reply, json, undefined);
    }
    this.version = version;
    this.json = json;
    this.compressed = {};
    return sendJson(request, reply, json, this.compressed);
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
