import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The web app's files and pages are public by declaration (plugins/web.ts); a
// path that matches no route is the web app's, unless it spells an API path.

let t: TestApp;
let web: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  const webDir = path.join(t.dataDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Sitebook</title>');
  fs.writeFileSync(path.join(webDir, 'landing.html'), '<!doctype html><title>Landing</title>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  web = await buildApp({ config: t.config, db: t.db, logger: false, webDir });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

const get = (url: string, cookie?: string) =>
  web.inject({ method: 'GET', url, ...(cookie && { headers: { cookie } }) });

describe('web routes', () => {
  it('serves the web app’s files and pages without a session', async () => {
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/assets/app-1234.js')).statusCode).toBe(200);
    const page = await get('/projects/some-id');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sitebook</title>');
  });

  it('gives a visitor at / the prebuilt landing page and anyone with a session the app', async () => {
    for (const url of ['/', '/?from=ad', '//']) {
      const visitor = await get(url);
      expect(visitor.statusCode, url).toBe(200);
      expect(visitor.body, url).toContain('<title>Landing</title>');
      expect(visitor.headers.vary, url).toContain('Cookie');
      expect(visitor.headers['cache-control'], url).toBe('no-cache');
    }
    const cookie = await t.signIn();
    const app = await get('/', cookie);
    expect(app.body).toContain('<title>Sitebook</title>');
    expect(app.headers.vary).toContain('Cookie');
    // Every other path is the app, signed in or not: the landing page is only `/`.
    expect((await get('/login')).body).toContain('<title>Sitebook</title>');
    // The share page is not the app: the server writes it (decision 222).
    expect((await get('/share/daily')).body).toContain('<title>Project Updates</title>');
  });

  it('serves the web app for every Settings section, so a reload stays there', async () => {
    for (const url of ['/settings', '/settings/account', '/settings/email', '/settings/data']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Sitebook</title>');
    }
  });

  it('answers 401, not the web app, to any spelling of an unknown API path when signed out', async () => {
    for (const url of ['/api/nope', '/%61pi/nope', '/API/nope', '//api//nope', '/x/../api/nope']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ message: 'Please sign in to continue.' });
    }
  });

  it('names an unknown API path to the signed-in owner with a JSON 404', async () => {
    const cookie = await t.signIn();
    const response = await get('/%61pi/nope', cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});
