import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { precompressDir } from '../../scripts/lib/precompress.js';
import { seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 200: web files precompressed at build time, JSON over ~1 KB compressed on
// the way out, hashed assets immutable, HTML revalidated, 304 for cacheable JSON.

let t: TestApp;
let web: FastifyInstance;
let cookie: string;
const ENTRY = 'assets/index-Ab12Cd34.js';
const entrySource = Array.from(
  { length: 2000 },
  (_, i) => `export const value${i} = ${JSON.stringify(`line ${i}`)};`,
).join('\n');

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  const webDir = path.join(t.dataDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  const html = `<!doctype html><title>Sitebook</title>${'<!-- padding -->'.repeat(100)}`;
  fs.writeFileSync(path.join(webDir, 'index.html'), html);
  fs.writeFileSync(path.join(webDir, ENTRY), entrySource);
  fs.writeFileSync(path.join(webDir, 'assets', 'tiny-1.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'assets', 'screen-1.css'), 'body{margin:0}'.repeat(200));
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await precompressDir(webDir);
  web = await buildApp({ config: t.config, db: t.db, logger: false, webDir });
  const project = await seedProject(t.db, { name: 'Compression Court' });
  for (let day = 1; day <= 28; day += 1) {
    await seedUpdate(t.db, {
      projectId: project.id,
      date: `2026-03-${String(day).padStart(2, '0')}`,
      note: `Poured footing section ${day}; inspector signed off the rebar layout.`,
    });
  }
});
afterAll(async () => {
  await web.close();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers: { cookie, ...headers } });

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('build-time precompression', () => {
  it('writes .br and .gz beside text files big enough to gain, never beside tiny ones', () => {
    const dir = path.join(t.dataDir, 'web');
    expect(fs.existsSync(path.join(dir, `${ENTRY}.br`))).toBe(true);
    expect(fs.existsSync(path.join(dir, `${ENTRY}.gz`))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny-1.js.br'))).toBe(false);
    const br = fs.readFileSync(path.join(dir, `${ENTRY}.br`));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(entrySource);
  });
});

describe('web files', () => {
  it.each(['br', 'gzip'])(
    'sends the entry script as %s, immutable, varying by encoding',
    async (enc) => {
      const response = await get(`/${ENTRY}`, { 'accept-encoding': `${enc}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(enc);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(entrySource.length / 3);
      expect(decode(enc, response.rawPayload)).toBe(entrySource);
    },
  );

  it('prefers br when both are accepted, and sends plain bytes when neither is', async () => {
    const both = await get(`/${ENTRY}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await get(`/${ENTRY}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(entrySource);
    const none = await get(`/${ENTRY}`);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(entrySource);
  });

  it('revalidates the HTML of every app page and sends it compressed', async () => {
    for (const url of ['/', '/tasks', '/updates']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(decode('br', response.rawPayload), url).toContain('<title>Sitebook</title>');
    }
    // The share page, which the server writes per visit (decision 222), is compressed too.
    const share = await get('/share/daily', { 'accept-encoding': 'br' });
    expect(share.headers['cache-control']).toBe('no-cache');
    expect(share.headers['content-encoding']).toBe('br');
    expect(decode('br', share.rawPayload)).toContain('<title>Project Updates</title>');
  });

  it('never serves the compressed copies as files of their own', async () => {
    // Under `assets/`, a name the build does not serve: a 404 (decision 256).
    const response = await web.inject({ method: 'GET', url: `/${ENTRY}.br` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ message: expect.stringContaining(`/${ENTRY}.br`) });
  });

  // Decision 233: the scripts and style sheets are answered from memory, read at start-up.
  // Decision 241: immutable, so with no validators to revalidate by, and no request id.
  it('answers a hashed file with only the headers a browser uses, HEAD without a body, and nothing for a name it does not hold', async () => {
    const first = await get(`/${ENTRY}`, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.headers).sort()).toEqual(
      [
        'cache-control',
        'connection',
        'content-encoding',
        'content-length',
        'content-type',
        'cross-origin-resource-policy',
        'date',
        'referrer-policy',
        'vary',
        'x-content-type-options',
      ].sort(),
    );
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A tag from an older server is not looked at: the whole file, as for any request.
    const again = await get(`/${ENTRY}`, { 'accept-encoding': 'br', 'if-none-match': 'W/"1-1"' });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload).toEqual(first.rawPayload);
    const head = await web.inject({
      method: 'HEAD',
      url: `/${ENTRY}`,
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
    const style = await get('/assets/screen-1.css', { 'accept-encoding': 'gzip' });
    expect(style.headers['content-type']).toMatch(/^text\/css/);
    expect(decode('gzip', style.rawPayload)).toBe('body{margin:0}'.repeat(200));
    // A name it does not hold is a 404, never the app's page (decision 256).
    const missing = await get('/assets/gone-9z9z.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it('keeps the security headers on a compressed file', async () => {
    const response = await get(`/${ENTRY}`, { 'accept-encoding': 'br' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  // ~100 hashed files make a signed-in first screen: a document's headers on each were
  // ~50 KB of it that no browser reads.
  it('sends a hashed script or style sheet only the headers a subresource is checked by', async () => {
    const files = [`/${ENTRY}`, '/assets/tiny-1.js', '/assets/screen-1.css'];
    for (const url of files) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await get(url, { 'accept-encoding': encoding });
        const label = `${url} ${encoding}`;
        expect(response.statusCode, label).toBe(200);
        expect(response.headers['x-content-type-options'], label).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy'], label).toBe('same-origin');
        expect(response.headers['referrer-policy'], label).toBe('no-referrer');
        for (const documentOnly of [
          'content-security-policy',
          'cross-origin-opener-policy',
          'x-frame-options',
          'origin-agent-cluster',
          'x-xss-protection',
        ]) {
          expect(response.headers[documentOnly], `${label} ${documentOnly}`).toBeUndefined();
        }
      }
    }
  });

  it('keeps every document header on pages, the service worker and a file it does not hold', async () => {
    // `/assets/gone-9z9z.js`: a name the build does not have, answered 404 (decision 256).
    const urls = ['/', '/tasks', '/share/daily', '/sw.js', '/assets/gone-9z9z.js'];
    for (const url of urls) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(url.startsWith('/assets/') ? 404 : 200);
      expect(response.headers['x-request-id'], url).toBeDefined();
      expect(String(response.headers['content-security-policy']), url).toMatch(
        /script-src 'self'.*frame-ancestors 'none'/,
      );
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  // Decision 254: a route that declares its JSON answer sends an API answer's headers.
  it('sends a JSON answer, success or error, signed in or not, exactly the headers an API answer is checked by', async () => {
    const answers = [
      { url: '/api/health', status: 200 },
      { url: '/api/projects', status: 200 },
      { url: '/api/updates?from=2026-03-01&to=2026-03-31', status: 200 },
      { url: '/api/updates?from=yesterday', status: 400 },
      { url: '/api/projects/00000000-0000-4000-8000-000000000000', status: 404 },
    ];
    for (const { url, status } of answers) {
      for (const headers of [{ 'accept-encoding': 'br' }, { 'accept-encoding': 'identity' }]) {
        const response = await get(url, headers);
        const label = `${url} ${headers['accept-encoding']}`;
        expect(response.statusCode, label).toBe(status);
        expect(response.headers['content-type'], label).toMatch(/^application\/json/);
        expect(response.headers['content-security-policy'], label).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(response.headers['x-frame-options'], label).toBe('DENY');
        expect(response.headers['x-content-type-options'], label).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy'], label).toBe('same-origin');
        expect(response.headers['referrer-policy'], label).toBe('no-referrer');
        expect(response.headers['x-request-id'], label).toBeDefined();
        for (const documentOnly of [
          'cross-origin-opener-policy',
          'origin-agent-cluster',
          'x-dns-prefetch-control',
          'x-download-options',
          'x-permitted-cross-domain-policies',
          'x-xss-protection',
        ]) {
          expect(response.headers[documentOnly], `${label} ${documentOnly}`).toBeUndefined();
        }
      }
    }
    // Refused before any route runs: the same headers for the route that matched.
    const signedOut = await web.inject({ method: 'GET', url: '/api/projects' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(signedOut.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps the document headers on an API route that declares no JSON answer', async () => {
    // A path no route has, and the API's own document: either may be opened as a page.
    for (const url of ['/api/no-such-call', '/api/docs']) {
      const response = await get(url);
      expect(String(response.headers['content-security-policy']), url).toMatch(
        /script-src 'self'.*frame-ancestors 'none'/,
      );
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});

describe('JSON answers', () => {
  const MONTH = '/api/updates?from=2026-03-01&to=2026-03-31';

  it.each(['br', 'gzip'])(
    'compresses a large list as %s, the same JSON once decoded',
    async (enc) => {
      const plain = await get(MONTH);
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      // Twice: the first answer is built, the second may come from the answer cache.
      for (let i = 0; i < 2; i += 1) {
        const response = await get(MONTH, { 'accept-encoding': enc });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(enc);
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(JSON.parse(decode(enc, response.rawPayload))).toEqual(plain.json());
      }
    },
  );

  it('leaves small answers and refused encodings as they are', async () => {
    const small = await get('/api/auth/user', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await get(MONTH, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual((await get(MONTH)).json());
  });

  it('answers 304 without a body to If-None-Match with the current tag, then 200 after a write', async () => {
    const first = await get(MONTH);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (let i = 0; i < 2; i += 1) {
      const again = await get(MONTH, { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await get(MONTH, { 'if-none-match': 'W/"older"' });
    expect(stale.statusCode).toBe(200);

    // Through the app's database handle: the answer cache sees the write.
    await seedUpdate(t.db, { projectId: (await seedProject(t.db)).id, date: '2026-03-15' });
    const changed = await get(MONTH, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never answers 304 to someone not signed in', async () => {
    const first = await get(MONTH);
    const response = await web.inject({
      method: 'GET',
      url: MONTH,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(response.statusCode).toBe(401);
  });
});
