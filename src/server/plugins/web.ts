import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { looksLikeApiPath, normalisedPath } from '../lib/request-path.js';
import { SESSION_COOKIE } from '../lib/sessions.js';
import { apiNotFound } from './errors.js';
import { ASSETS_DIR, registerHashedAssets } from './hashed-assets.js';

// A compiled server (<out>/server/plugins) serves the web build beside it (<out>/web);
// run from source (tsx), it serves the default build in dist/web.
const here = path.dirname(fileURLToPath(import.meta.url));
const runFromSource = here.endsWith(path.join('src', 'server', 'plugins'));
export const defaultWebDir = runFromSource
  ? path.resolve(here, '../../../dist/web')
  : path.resolve(here, '../../web');

// A source map publishes the whole client source: never served, even from a build
// that has them (the build no longer makes them: vite.config.ts).
const isSourceMap = (rawTarget: string) => normalisedPath(rawTarget).endsWith('.map');

// A build file that is not there (a page of an older build asking for a script the new
// one replaced): a 404, never the app's page, which a browser would refuse as a script
// and the service worker would keep in the file's place (decision 256).
const isBuildFile = (rawTarget: string) => normalisedPath(rawTarget).startsWith(`/${ASSETS_DIR}/`);

// A client portal page holds its key in the URL (/p/{token}, decision 160): the page is
// never stored by a browser or proxy, and never indexed.
// An approval page (/approve/{token}, issue 21) holds a key the same way.
const isPortalPage = (rawTarget: string) =>
  ['/p/', '/approve/'].some((prefix) => normalisedPath(rawTarget).startsWith(prefix));
const PORTAL_PAGE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

// `/` without a session cookie is a visitor: the landing page prebuilt as HTML
// (decision 206) instead of the app, which would download React and Mantine to show
// static text. With a cookie it is the app (the dashboard, or the landing page again if
// the session has ended). Only the cookie's presence is looked at: the page is public,
// and the app checks the session itself.
const LANDING_FILE = 'landing.html';
const isHome = (rawTarget: string) => normalisedPath(rawTarget) === '/';

// The build's hashed files, cached for a year; the pages and `/sw.js` are outside `assets/`.
// (Its scripts and style sheets are served from memory: hashed-assets.ts.)
const isHashedAsset = (filePath: string) =>
  filePath.includes(`${path.sep}${ASSETS_DIR}${path.sep}`);

/**
 * Serves the built React app: hashed assets cached for a year, index.html for
 * every other non-API path so client-side routes survive a reload.
 */
export async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const hasLanding = fs.existsSync(path.join(webDir, LANDING_FILE));
  await app.register(async (web) => {
    // The web app's files and pages are public by declaration; the data behind them is not.
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    if (hasWeb) {
      // The scripts and style sheets come from memory; the rest from disk.
      registerHashedAssets(web, webDir);
      await web.register(fastifyStatic, {
        root: webDir,
        wildcard: false,
        index: false,
        // The build writes `<file>.br` and `<file>.gz` beside each text file (decision 200):
        // sent as the browser accepts, never as routes of their own.
        preCompressed: true,
        // The share page's template is the server's to fill (features/updates/share-page.ts).
        globIgnore: [
          '**/*.map',
          '**/*.br',
          '**/*.gz',
          '**/share-template.html',
          `${ASSETS_DIR}/*.js`,
          `${ASSETS_DIR}/*.css`,
        ],
        setHeaders(res, filePath) {
          if (isPortalPage(res.request.raw.url ?? '')) {
            res.headers(PORTAL_PAGE_HEADERS);
            return;
          }
          res.header(
            'cache-control',
            isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    web.setNotFoundHandler((request, reply) => {
      const target = request.raw.url ?? '';
      const isApi = looksLikeApiPath(target);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isApi || !hasWeb || !isRead || isSourceMap(target) || isBuildFile(target)) {
        return reply.status(404).send(apiNotFound(request.method, request.url));
      }
      if (hasLanding && isHome(target)) {
        // The answer depends on the cookie: a cache must never give one to the other.
        reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
        return reply.sendFile(request.cookies[SESSION_COOKIE] ? 'index.html' : LANDING_FILE);
      }
      // A portal page gets its headers in setHeaders above.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  });
}
