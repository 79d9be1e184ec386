import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this gain less from compression than it costs (decision 200). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encodings the server sends, best first. */
export type Encoding = 'br' | 'gzip';

/**
 * JSON, text, scripts and SVG: never images, PDFs, archives or `octet-stream`
 * downloads, which are compressed already or streamed from disk as they are.
 */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|javascript|(?:\+|\/)xml(?:;|$)|^image\/svg\+xml/;

/**
 * Answers up to this size are compressed in one call instead of through a zlib stream
 * (the plugin's default on two cores is 8 KB): a stream's setup and its trips through
 * the thread pool cost ~1 ms of a 26 KB task page, the compression itself 0.2 ms
 * (decision 204). 64 KB of brotli at quality 4 holds the event loop ~0.5 ms at most.
 */
const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

/** Brotli at quality 4: close to gzip's speed and still smaller (decision 200). */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The encoding a request accepts, br before gzip; undefined for identity. A coding
 * listed with `q=0` is refused, as RFC 9110 says.
 */
export function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '') return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name!.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** The same bytes @fastify/compress would send, for answers kept compressed. */
export function compressSync(payload: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(payload, BROTLI_OPTIONS)
    : zlib.gzipSync(payload);
}

/**
 * Sends kept bytes as the request accepts them: compressed over ~1 KB, each encoding made
 * once and kept in `compressed` for the next hit (the answer cache and the kept lists).
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Buffer,
  compressed: Partial<Record<Encoding, Buffer>>,
): FastifyReply {
  const encoding = acceptedEncoding(request);
  if (!encoding || payload.length < COMPRESS_THRESHOLD_BYTES) return reply.send(payload);
  const bytes = (compressed[encoding] ??= compressSync(payload, encoding));
  // Content-Encoding set: @fastify/compress leaves the bytes as they are.
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
}

/**
 * Compresses answers over ~1 KB with br or gzip as the request accepts. Web files
 * come precompressed from the build and pass through untouched (they already carry
 * `Content-Encoding`). Request bodies are not decompressed: no client sends them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
  });
}
