import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The service worker keeps every file of the build so each screen opens with no signal
// (decision 195). A browser installs a worker again only when its script's bytes change, and
// the worker's code is the same from one build to the next: the build writes its id into the
// worker, so a new build is a new worker, which keeps the new files and lets go of the old
// ones (decision 258).

const WORKER_SOURCE = 'service-worker/sw.js';
const BUILD_ID = '__SITEBOOK_BUILD__';

/** The id of a build: its files' names, which carry their contents' hashes. */
export const buildId = (files: readonly string[]) =>
  createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);

/** The worker's source with the build's id written in. */
export function workerForBuild(source: string, files: readonly string[]): string {
  if (!source.includes(BUILD_ID)) throw new Error(`The service worker has no ${BUILD_ID} mark`);
  return source.replace(BUILD_ID, buildId(files));
}

/** Vite plugin: writes the build's file list and its worker, `asset-list.json` and `sw.js`. */
export function serviceWorker(): Plugin {
  let workerSource = '';
  return {
    name: 'sitebook-service-worker',
    apply: 'build',
    configResolved(config) {
      workerSource = path.join(config.root, WORKER_SOURCE);
    },
    // After Vite's own hooks: they drop the empty script of a chunk that is only styles, which
    // the list named before (the worker then asked for a file the build does not have).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.keys(bundle)
          .filter((file) => file.startsWith('assets/'))
          .map((file) => `/${file}`);
        const source = fs.readFileSync(workerSource, 'utf8');
        this.emitFile({
          type: 'asset',
          fileName: 'asset-list.json',
          source: JSON.stringify(files),
        });
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: workerForBuild(source, files) });
      },
    },
  };
}
