import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { LoginThrottle } from '../../src/server/lib/login-throttle.js';
import { createTestApp, OWNER, type TestApp } from './helpers/test-app.js';

// TRUST_PROXY (decision 131): X-Forwarded-For is read from the right, past trusted
// proxies only, so what a client writes into it cannot change its address (the login
// throttle counts failures per address); X-Forwarded-Proto and X-Request-Id are taken
// only from a trusted proxy.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const CLIENT = '203.0.113.7';
const MAX_FAILURES = 3;

async function appTrusting(trustProxy: string | undefined) {
  t = await createTestApp({
    ...(trustProxy !== undefined && { env: { TRUST_PROXY: trustProxy } }),
    loginThrottle: new LoginThrottle({ maxFailures: MAX_FAILURES, windowMs: 60_000 }),
  });
  return t;
}

/** A sign-in through a proxy at `peer` that forwards `forwardedFor`. */
const login = (
  app: TestApp,
  options: { username: string; password: string; forwardedFor: string; peer?: string },
) =>
  app.request(null, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: options.username, password: options.password },
    headers: { 'x-forwarded-for': options.forwardedFor },
    remoteAddress: options.peer ?? '127.0.0.1',
  });

/**
 * Fails sign-ins for distinct unknown users (so only the address counter fills),
 * each with a different client-chosen address left of the client's own.
 */
async function failFrom(app: TestApp, client: string, peer?: string) {
  for (let i = 0; i < MAX_FAILURES; i++) {
    const response = await login(app, {
      username: `nobody-${i}`,
      password: 'wrong-password',
      forwardedFor: `6.6.6.${i}, ${client}`,
      peer,
    });
    expect(response.statusCode).toBe(401);
  }
}

describe('client address behind a proxy', () => {
  for (const oneHop of ['true', '1']) {
    it(`with TRUST_PROXY=${oneHop} is the rightmost X-Forwarded-For address, whatever the client prepends`, async () => {
      const app = await appTrusting(oneHop);
      await failFrom(app, CLIENT);
      // Another spoofed left part does not escape the block on the real address...
      const blocked = await login(app, {
        ...OWNER,
        forwardedFor: `9.9.9.9, ${CLIENT}`,
      });
      expect(blocked.statusCode).toBe(429);
      // ...and another real address is not blocked by it.
      const other = await login(app, { ...OWNER, forwardedFor: `6.6.6.0, 203.0.113.8` });
      expect(other.statusCode).toBe(200);
    });
  }

  it('with a list of proxy addresses skips only those, and ignores the header from anyone else', async () => {
    const app = await appTrusting('127.0.0.1,10.0.0.0/8');
    // Client -> proxy 10.1.2.3 -> proxy 127.0.0.1 -> app.
    await failFrom(app, `${CLIENT}, 10.1.2.3`);
    expect((await login(app, { ...OWNER, forwardedFor: `${CLIENT}, 10.9.9.9` })).statusCode).toBe(
      429,
    );
    // A direct client (not a listed proxy) is its own address, whatever it forwards.
    await failFrom(app, CLIENT, '198.51.100.9');
    expect(
      (await login(app, { ...OWNER, forwardedFor: '198.51.100.10', peer: '198.51.100.9' }))
        .statusCode,
    ).toBe(429);
    expect(
      (await login(app, { ...OWNER, forwardedFor: '198.51.100.9', peer: '198.51.100.10' }))
        .statusCode,
    ).toBe(200);
  });

  it('is the socket address when TRUST_PROXY is off', async () => {
    const app = await appTrusting(undefined);
    await failFrom(app, CLIENT, '198.51.100.9');
    expect(
      (await login(app, { ...OWNER, forwardedFor: '203.0.113.8', peer: '198.51.100.9' }))
        .statusCode,
    ).toBe(429);
  });

  it('refuses a TRUST_PROXY that is not a hop count or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      /TRUST_PROXY: expected false, true/,
    );
  });
});

describe('Secure session cookie behind an HTTPS proxy', () => {
  const secureCookie = async (app: TestApp, peer: string) => {
    const response = await app.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: OWNER,
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: peer,
    });
    expect(response.statusCode).toBe(200);
    return response.cookies.find((c) => c.name === 'sitebook_session')?.secure === true;
  };

  it('is Secure when a trusted proxy says HTTPS, and not when anyone else does', async () => {
    const app = await appTrusting('10.0.0.0/8');
    expect(await secureCookie(app, '10.1.2.3')).toBe(true);
    expect(await secureCookie(app, '198.51.100.9')).toBe(false);
  });

  it('is Secure with one trusted hop', async () => {
    expect(await secureCookie(await appTrusting('1'), '127.0.0.1')).toBe(true);
  });
});

describe('incoming X-Request-Id', () => {
  const requestId = async (app: TestApp, peer: string) => {
    const response = await app.request(null, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-abc.123' },
      remoteAddress: peer,
    });
    return response.headers['x-request-id'];
  };
  const UUID = /^[0-9a-f-]{36}$/;

  it('is replaced when no proxy is trusted', async () => {
    expect(await requestId(await appTrusting(undefined), '127.0.0.1')).toMatch(UUID);
  });

  it('is kept from a trusted proxy only', async () => {
    const app = await appTrusting('10.0.0.0/8');
    expect(await requestId(app, '10.1.2.3')).toBe('proxy-abc.123');
    expect(await requestId(app, '198.51.100.9')).toMatch(UUID);
  });

  it('is kept behind a hop-count proxy', async () => {
    expect(await requestId(await appTrusting('true'), '127.0.0.1')).toBe('proxy-abc.123');
  });
});
