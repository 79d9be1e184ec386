import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The only /api routes a signed-out visitor may reach.
const isAllowedPublic = (method: string, url: string) =>
  (method === 'POST' && url === '/api/auth/login') ||
  // An invitation link's page: the token in the body is the credential (decision 150).
  (method === 'POST' && url === '/api/auth/accept-invitation') ||
  // Its greeting: who the link is for, in three fields (decision 264).
  (method === 'GET' && url === '/api/auth/invitation/:token') ||
  (method === 'GET' && url === '/api/health') ||
  // "Am I signed in?" without a red 401 on signed-out pages: `{ user: null }` (decision 187).
  (method === 'GET' && url === '/api/auth/session') ||
  url.startsWith('/api/public/') ||
  // The client portal: the token in the path is the key (issue 16, decision 160).
  url.startsWith('/api/portal/') ||
  // An estimate's approval page: the token in the path is the key (issue 21, decision 211).
  url.startsWith('/api/approve/') ||
  // The public share page the server writes, from the same public shape (decision 222).
  (method === 'GET' && (url === '/share' || url === '/share/*'));

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID).replace(/\*$/, 'x');

describe('default deny', () => {
  it('has routes to check', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(3);
  });

  it('declares public only the routes that are meant to be public', () => {
    for (const route of t.app.routeTable.filter((r) => r.public)) {
      expect(isAllowedPublic(route.method, route.url), `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('answers 401 without a session on every private route in the route table', async () => {
    const privateRoutes = t.app.routeTable.filter((r) => !r.public);
    expect(privateRoutes.length).toBeGreaterThan(0);
    for (const route of privateRoutes) {
      const response = await t.request(null, {
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json(), `${route.method} ${route.url}`).toHaveProperty('message');
    }
  });

  it('answers 401 with a forged or expired-looking session cookie', async () => {
    const response = await t.request('sitebook_session=forged-token', {
      method: 'GET',
      url: '/api/auth/user',
    });
    expect(response.statusCode).toBe(401);
  });

  it('hides unknown /api routes from signed-out visitors and names them to the signed-in', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/nope' })).statusCode).toBe(401);
    const cookie = await t.signIn();
    const response = await t.request(cookie, { method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No API route GET /api/nope' });
  });

  it('refuses cross-site state-changing requests', async () => {
    const cookie = await t.signIn();
    const crossSite = await t.request(cookie, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const foreignOrigin = await t.request(cookie, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    expect((await t.request(cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
      200,
    );
  });
});
