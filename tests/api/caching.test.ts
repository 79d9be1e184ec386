import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '../../src/core/schemas/update.js';
import { buildApp } from '../../src/server/app.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { seedClient, seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';

// What browsers and proxies may keep (finding 10): private answers nothing, public
// ones only with a revalidation that sees sharing switched off, and no source maps.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID).replace(/\*$/, 'x');
const get = (url: string, withCookie: string | null = null, headers: Record<string, string> = {}) =>
  t.request(withCookie, { method: 'GET', url, headers });
const setSharing = (enabled: boolean) =>
  t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/sharing',
    payload: { enabled, allUpdates: true },
  });

async function sharedPhoto(): Promise<{ update: Update; url: string }> {
  const project = await seedProject(t.db, { name: 'Maple Row' });
  const update = await createUpdate(
    t,
    cookie,
    { projectId: project.id, project: project.name, note: 'Framing', date: '2026-06-12' },
    [{ filename: 'frame.png', contentType: 'image/png', data: PNG_BYTES }],
  );
  return { update, url: `/api/public/files/${update.attachments[0]!.id}` };
}

describe('private answers', () => {
  it('every private GET route answers no-store to the signed-in owner', async () => {
    const privateReads = t.app.routeTable.filter((r) => !r.public && r.method === 'GET');
    expect(privateReads.length).toBeGreaterThan(10);
    for (const route of privateReads) {
      const response = await get(concrete(route.url), cookie);
      expect(response.headers['cache-control'], `GET ${route.url}`).toBe('no-store');
    }
  });

  it('every private route answers its 401 with no-store', async () => {
    for (const route of t.app.routeTable.filter((r) => !r.public)) {
      const response = await t.request(null, {
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
  });

  it('writes, validation errors, unknown API paths and sign-in answer no-store', async () => {
    const client = await seedClient(t.db, { name: 'Cache Client' });
    const created = await t.request(cookie, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Cache Lane', clientId: client.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const invalid = await t.request(cookie, { method: 'POST', url: '/api/projects', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    for (const withCookie of [null, cookie]) {
      const unknown = await get('/api/no-such-thing', withCookie);
      expect(unknown.statusCode).toBe(withCookie ? 404 : 401);
      expect(unknown.headers['cache-control']).toBe('no-store');
    }
    const signIn = await t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody', password: 'wrong-password-1' },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it.runIf(testDialect === 'sqlite')(
    'an answer served from the answer cache is no-store too',
    async () => {
      const project = await seedProject(t.db, { name: 'Cached Court' });
      await seedUpdate(t.db, { projectId: project.id, date: '2026-06-02', note: 'Cached note' });
      const url = `/api/updates?projectId=${project.id}&limit=5`;
      const first = await get(url, cookie);
      expect(first.headers['cache-control']).toBe('no-store');
      // Changed behind the app's back: only the cache answers with the old note.
      const other = new SQLite(path.join(t.dataDir, 'sitebook.db'));
      try {
        other.prepare("update updates set note = 'Renamed' where note = 'Cached note'").run();
      } finally {
        other.close();
      }
      const again = await get(url, cookie);
      expect(again.body).toBe(first.body);
      expect(again.headers['cache-control']).toBe('no-store');
    },
  );

  it('a private file keeps its own private caching and revalidates by ETag', async () => {
    const { update } = await sharedPhoto();
    const url = `/api/files/${update.attachments[0]!.id}`;
    const file = await get(url, cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    const etag = String(file.headers.etag);
    const current = await get(url, cookie, { 'if-none-match': etag });
    expect(current.statusCode).toBe(304);
    expect((await get(url, null, { 'if-none-match': etag })).statusCode).toBe(401);
  });
});

describe('public answers', () => {
  it('public lists are revalidated before every use, cached answers included', async () => {
    expect((await setSharing(true)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const list = await get('/api/public/updates');
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a shared photo is revalidated: 304 while shared, 404 once sharing is off', async () => {
    expect((await setSharing(true)).statusCode).toBe(200);
    const { url } = await sharedPhoto();
    const photo = await get(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('no-cache');
    const etag = String(photo.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const stored = await t.db.selectFrom('update_files').select('storage_key').execute();
    for (const { storage_key } of stored) expect(etag).not.toContain(storage_key);

    const current = await get(url, null, { 'if-none-match': etag });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');
    expect(current.headers.etag).toBe(etag);
    const changed = await get(url, null, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    // The photo's screen rendition (decision 201), sent whole again.
    expect(changed.headers['content-type']).toBe('image/webp');
    expect(changed.rawPayload).toEqual(photo.rawPayload);

    expect((await setSharing(false)).statusCode).toBe(200);
    const off = await get(url, null, { 'if-none-match': etag });
    expect(off.statusCode).toBe(404);
    expect(off.headers.etag).toBeUndefined();
    expect((await setSharing(true)).statusCode).toBe(200);
    expect((await get(url, null, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('a photo of a deleted update answers its revalidation with 404', async () => {
    expect((await setSharing(true)).statusCode).toBe(200);
    const { update, url } = await sharedPhoto();
    const etag = String((await get(url)).headers.etag);
    const deleted = await t.request(cookie, { method: 'DELETE', url: `/api/updates/${update.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await get(url, null, { 'if-none-match': etag })).statusCode).toBe(404);
  });
});

describe('the web build', () => {
  let web: FastifyInstance;
  beforeAll(async () => {
    const webDir = path.join(t.dataDir, 'web-build');
    fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Sitebook</title>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b.js'), 'console.log("app");');
    fs.writeFileSync(
      path.join(webDir, 'assets', 'app-1a2b.js.map'),
      '{"version":3,"sources":["secret.ts"]}',
    );
    fs.writeFileSync(path.join(webDir, 'stray.css.map'), '{"version":3}');
    web = await buildApp({ config: t.config, db: t.db, logger: false, webDir });
    await web.ready();
  });
  afterAll(() => web.close());

  it('never serves a source map, however the path is spelled', async () => {
    for (const url of [
      '/assets/app-1a2b.js.map',
      '/assets/app-1a2b.js.MAP',
      '/assets/app-1a2b.js.m%61p',
      '/assets/app-1a2b.js.map?x=1',
      '/stray.css.map',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await web.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body, url).not.toContain('secret.ts');
      }
    }
  });

  it('answers a build file it does not have with a 404, never the app', async () => {
    for (const url of [
      '/assets/app-0000.js',
      '/assets/gone-9f9f.css',
      '/Assets/app-0000.js',
      '/assets/%61pp-0000.js',
      '/assets/',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await web.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).toContain('application/json');
        expect(response.body, url).not.toContain('<title>');
      }
    }
  });

  it('still serves the assets, cached for a year, and the app for other paths', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await web.inject({ method: 'GET', url: '/projects/123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sitebook</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
