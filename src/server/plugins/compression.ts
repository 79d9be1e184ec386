import { promisify } from 'node:util';
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

/** Brotli's best: ~10x slower than quality 4, and ~12-14% fewer bytes on lists of 100-550 KB. */
const BEST_BROTLI_QUALITY = 11;

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * The same bytes @fastify/compress would send, for answers kept compressed: in one call up
 * to 64 KB, and in the thread pool above, where the work (1-5 ms for a month of updates)
 * is worth the trip and would otherwise hold every other request back.
 */
function compressFast(payload: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (payload.length > SYNC_COMPRESS_MAX_BYTES) return compressInPool(payload, encoding, 'fast');
  return encoding === 'br'
    ? zlib.brotliCompressSync(payload, BROTLI_OPTIONS)
    : zlib.gzipSync(payload);
}

/** In zlib's thread pool, at the fast settings or the best. */
function compressInPool(
  payload: Buffer,
  encoding: Encoding,
  settings: 'fast' | 'best',
): Promise<Buffer> {
  if (encoding === 'gzip') {
    return gzipAsync(
      payload,
      settings === 'best' ? { level: zlib.constants.Z_BEST_COMPRESSION } : {},
    );
  }
  return brotliAsync(
    payload,
    settings === 'best'
      ? {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
          },
        }
      : BROTLI_OPTIONS,
  );
}

/**
 * A kept answer still current this long after it was built is compressed again at the
 * best settings, in the background: it is likely to be sent many more times (contacts,
 * projects, the pickers' list while only tasks and updates are written), while one
 * rebuilt after every write (the month of updates with writes) never is.
 */
const RECOMPRESS_AFTER_MS = 1000;

/** Below this, the best settings save a few hundred bytes: not worth a thread's time. */
const RECOMPRESS_MIN_BYTES = 8 * 1024;

// One recompression at a time in the whole server: each holds a thread-pool thread for
// 0.1-0.5 s, and the thread pool also reads and writes the files.
let recompressing = false;

/**
 * A kept answer's bytes and their compressed copies: each encoding made on its first
 * request at the fast settings, and made again at the best once the answer has stayed
 * current a while (decision 228). Both decompress to the same bytes.
 */
export class KeptCopies {
  readonly #copies: Partial<Record<Encoding, Buffer | Promise<Buffer>>> = {};
  readonly #builtAt: number;
  /** The recompression, once started: it runs once. */
  #running: Promise<void> | undefined;

  constructor(
    readonly payload: Buffer,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#builtAt = now();
  }

  /** The bytes to send for `encoding`; a promise while a large answer's first copy is made. */
  bytesFor(encoding: Encoding): Buffer | Promise<Buffer> {
    let bytes = this.#copies[encoding];
    if (!bytes) {
      const made = compressFast(this.payload, encoding);
      bytes = this.#copies[encoding] = made;
      if (made instanceof Promise) {
        made.then(
          (copy) => this.#copies[encoding] === made && (this.#copies[encoding] = copy),
          // Made again by the next request; this one fails as any failed request does.
          () => this.#copies[encoding] === made && delete this.#copies[encoding],
        );
      }
    }
    if (
      this.#running === undefined &&
      this.payload.length >= RECOMPRESS_MIN_BYTES &&
      this.now() - this.#builtAt >= RECOMPRESS_AFTER_MS &&
      !recompressing
    ) {
      this.#running = this.#recompress();
    }
    return bytes;
  }

  /** The background recompression, once started (for tests). */
  get recompression(): Promise<void> | undefined {
    return this.#running;
  }

  async #recompress(): Promise<void> {
    recompressing = true;
    const encodings = Object.keys(this.#copies) as Encoding[];
    try {
      const best = await Promise.all(
        encodings.map((encoding) => compressInPool(this.payload, encoding, 'best')),
      );
      encodings.forEach((encoding, i) => (this.#copies[encoding] = best[i]));
    } catch {
      // The fast copies stay; nothing is lost but bytes on the wire.
    } finally {
      recompressing = false;
    }
  }
}

/**
 * A kept answer's bytes as the request accepts them, compressed over ~1 KB (each encoding
 * made once and kept for the next hit), with the headers that say so. Content-Encoding
 * set: @fastify/compress leaves the bytes as they are.
 */
export function keptBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  copies: KeptCopies,
): Buffer | Promise<Buffer> {
  const encoding = acceptedEncoding(request);
  if (!encoding || copies.payload.length < COMPRESS_THRESHOLD_BYTES) return copies.payload;
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return copies.bytesFor(encoding);
}

/** Sends a kept answer (the answer cache's and the kept lists'). */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  copies: KeptCopies,
): FastifyReply | Promise<FastifyReply> {
  const bytes = keptBytes(request, reply, copies);
  return bytes instanceof Promise ? bytes.then((copy) => reply.send(copy)) : reply.send(bytes);
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
