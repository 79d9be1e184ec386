import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotTables } from './helpers/fuzz-snapshot.js';
import { rawRequest } from './helpers/raw-http.js';
import { seedClient } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The router decodes percent-escapes, accepts absolute-form targets and more:
// access must follow the route that matched, whatever the spelling of its path.

let t: TestApp;
let port: number;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  clientId = (await seedClient(t.db)).id;
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, clientId).replace(/\*$/, 'x');
const encodeChar = (char: string, upper: boolean) => {
  const hex = char.charCodeAt(0).toString(16);
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/** Many ways to write the same path that a router may take for it. */
function spellingsOf(path: string): string[] {
  const rest = path.slice('/api'.length);
  const firstLetter = rest.search(/[a-z]/);
  const encodedRest =
    firstLetter < 0
      ? rest
      : rest.slice(0, firstLetter) +
        encodeChar(rest[firstLetter]!, true) +
        rest.slice(firstLetter + 1);
  return [
    path,
    `/%61pi${rest}`,
    `/a%70i${rest}`,
    `/ap%69${rest}`,
    `/%41PI${rest}`,
    `/%2561pi${rest}`,
    `/api${encodedRest}`,
    `/api%2F${rest.slice(1)}`,
    `/api%2f${rest.slice(1)}`,
    `//api${rest}`,
    `/api/${rest}`,
    `/api/.${rest}`,
    `/x/../api${rest}`,
    `/%2e/api${rest}`,
    `/api${rest}/`,
    `/API${rest}`,
    `/Api${rest.toUpperCase()}`,
    `/api\\${rest.slice(1)}`,
    `http://x/api${rest}`,
    `HTTP://127.0.0.1:${port}/%61pi${rest}`,
    `http://x//api${rest}/`,
  ];
}

const privateRoutes = () => t.app.routeTable.filter((route) => !route.public);
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : '{}');

async function expectRefused(method: string, target: string) {
  const response = await rawRequest(port, { method, target, body: bodyFor(method) });
  expect(response.status, `${method} ${target}`).toBe(401);
  expect(JSON.parse(response.body), `${method} ${target}`).toHaveProperty('message');
}

describe('every private route, however its path is spelled', () => {
  it('reaches the route when signed in, so the spellings are real ways in', async () => {
    const cookie = await t.signIn();
    for (const target of [`/%61pi/clients`, `http://x/api/clients`, `/ap%69/projects`]) {
      const response = await rawRequest(port, { method: 'GET', target, headers: { cookie } });
      expect(response.status, target).toBe(200);
    }
  });

  it('answers 401 without a session to every spelling and changes nothing', async () => {
    const before = await snapshotTables(t.db);
    let sent = 0;
    for (const route of privateRoutes()) {
      for (const target of spellingsOf(concrete(route.url))) {
        await expectRefused(route.method, target);
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(privateRoutes().length * 20);
    expect(await snapshotTables(t.db)).toBe(before);
  });

  it('refuses a spelled-out state-changing request from another site with 403', async () => {
    const response = await rawRequest(port, {
      method: 'POST',
      target: '/%61pi/clients',
      headers: { origin: 'https://evil.example', cookie: await t.signIn() },
      body: JSON.stringify({ name: 'Mallory', type: 'Client' }),
    });
    expect(response.status).toBe(403);
  });

  it('answers 401 to generated spellings of private paths (property)', async () => {
    const routes = privateRoutes();
    const before = await snapshotTables(t.db);
    const spelled = fc
      .record({
        route: fc.constantFrom(...routes),
        // For each character: 0 as is, 1 percent-encoded, 2 upper case, 3 doubled slash or dot segment.
        changes: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 64, maxLength: 64 }),
        upperHex: fc.boolean(),
        absolute: fc.boolean(),
        trailingSlash: fc.boolean(),
      })
      .map(({ route, changes, upperHex, absolute, trailingSlash }) => {
        const path = concrete(route.url);
        let spelled = '';
        [...path].forEach((char, index) => {
          const change = changes[index % changes.length];
          if (char === '/' && change === 3) spelled += index % 2 ? '//' : '/./';
          else if (/[a-z0-9-]/i.test(char) && change === 1) spelled += encodeChar(char, upperHex);
          else if (/[a-z]/.test(char) && change === 2) spelled += char.toUpperCase();
          else spelled += char;
        });
        if (trailingSlash) spelled += '/';
        return { method: route.method, target: absolute ? `http://x${spelled}` : spelled };
      });
    await fc.assert(
      fc.asyncProperty(spelled, async ({ method, target }) => {
        await expectRefused(method, target);
      }),
      { numRuns: 300 },
    );
    expect(await snapshotTables(t.db)).toBe(before);
  });
});

describe('a URL or request the server cannot read', () => {
  const withParam = () => privateRoutes().filter((route) => route.url.includes('/:'));
  const unreadable = (url: string) => [
    url.replace(/:[A-Za-z]+/, '%ZZ'),
    url.replace(/:[A-Za-z]+/, 'x'.repeat(120)),
  ];

  it('answers a signed-out visitor 401, as for any API path, whether a route is there or not', async () => {
    expect(withParam().length).toBeGreaterThan(20);
    for (const route of withParam()) {
      for (const target of unreadable(concrete(route.url.replace(/:[A-Za-z]+/, ':id')))) {
        await expectRefused(route.method, target);
      }
    }
    await expectRefused('GET', '/api/no-such-thing/%ZZ');
  });

  it('tells a signed-in person the URL is not valid, without echoing it', async () => {
    const cookie = await t.signIn();
    for (const target of [...unreadable('/api/clients/:id'), '/p/%ZZ', '/share/%ZZ']) {
      const response = await rawRequest(port, { method: 'GET', target, headers: { cookie } });
      expect(response.status, target).toBe(400);
      expect(JSON.parse(response.body), target).toEqual({ message: 'The URL is not valid.' });
    }
  });

  it('answers a request it cannot parse in the API shape', async () => {
    const broken = await rawRequest(port, {
      method: 'POST',
      target: '/api/clients',
      headers: { 'transfer-encoding': 'chunked' },
      body: 'zz\r\n',
    });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({ message: 'The request could not be read.' });
    const huge = await rawRequest(port, {
      method: 'GET',
      target: '/api/clients',
      headers: { 'x-filler': 'x'.repeat(20_000) },
    });
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toEqual({ message: 'The request headers are too large.' });
  });
});
