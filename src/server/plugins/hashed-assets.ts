import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding, type Encoding } from './compression.js';

// The build's scripts and style sheets (decision 233): what a first screen loads ~100 of.
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The folder of the build's hashed files, under the web root. */
export const ASSETS_DIR = 'assets';

interface HeldFile {
  type: string;
  bytes: Buffer;
  copies: Partial<Record<Encoding, Buffer>>;
}

/** Each script and style sheet of `assetsDir` with its `.br` and `.gz` copies, by name. */
function readHashedAssets(assetsDir: string): Map<string, HeldFile> {
  const held = new Map<string, HeldFile>();
  if (!fs.existsSync(assetsDir)) return held;
  const names = new Set(fs.readdirSync(assetsDir));
  // The build writes a compressed copy only where it is smaller, so each is looked up by name.
  const copyOf = (name: string) =>
    names.has(name) ? fs.readFileSync(path.join(assetsDir, name)) : undefined;
  for (const name of names) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const file = path.join(assetsDir, name);
    if (!fs.statSync(file).isFile()) continue;
    const copies: HeldFile['copies'] = {};
    const br = copyOf(`${name}.br`);
    const gzip = copyOf(`${name}.gz`);
    if (br) copies.br = br;
    if (gzip) copies.gzip = gzip;
    held.set(name, { type, bytes: fs.readFileSync(file), copies });
  }
  return held;
}

/**
 * Serves the build's hashed scripts and style sheets from memory, read once at start-up
 * with their precompressed copies. Served from disk they cost ~1.5-2 ms each (a stat, an
 * open, a stream, a close for every file of ~100 in a first screen: ~250 ms of the one
 * thread on a cold load, ahead of the session check and the screen's first calls); from
 * memory, about what the bare route costs. They never change while the server runs: a
 * build names new files, and the server is restarted to serve them (as with the static
 * routes, which are listed at start-up). What is not held goes on to the not-found
 * handler (a source map, a compressed copy by its own name, a file that is not there).
 *
 * Only the headers a browser uses for such a file (decision 241): kept for a year and
 * never revalidated (`immutable`), it needs no `ETag` or `Last-Modified`; as a
 * `subresource` route it gets no document headers and no request id (~130 bytes a file,
 * of the 57-95 files of a signed-in first screen).
 */
export function registerHashedAssets(web: FastifyInstance, webDir: string): void {
  // A route for each file held, so that the route that matched says what is sent: a name
  // not held matches none and gets what any other path gets (the app's page, a document).
  const route = { config: { subresource: true } };
  for (const [name, file] of readHashedAssets(path.join(webDir, ASSETS_DIR))) {
    web.get(`/${ASSETS_DIR}/${name}`, route, (request, reply) => {
      reply
        .header('content-type', file.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding');
      const encoding = acceptedEncoding(request);
      const copy = encoding && file.copies[encoding];
      if (encoding && copy) return reply.header('content-encoding', encoding).send(copy);
      return reply.send(file.bytes);
    });
  }
}
