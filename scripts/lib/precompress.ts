import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text that shrinks; images and fonts in woff2 are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml|ico)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a build, at the
 * best quality (done once at build time, so the server never compresses a static file:
 * @fastify/static `preCompressed` picks the copy the browser accepts). A copy that is
 * not smaller than the file is not written.
 */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  for (const file of await filesUnder(dir)) {
    if (COMPRESSIBLE.test(file) && (await precompressFile(file))) written += 1;
  }
  return written;
}

/** One file's `.br` and `.gz` copies; false when the file is too small to be worth it. */
export async function precompressFile(file: string): Promise<boolean> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
  return true;
}

/** Vite plugin: precompresses the finished build (decision 200). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sitebook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
