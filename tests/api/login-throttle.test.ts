import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { insertUser } from '../../src/server/features/auth/auth.queries.js';
import { DEVICE_COOKIE } from '../../src/server/lib/device-cookie.js';
import { LoginThrottle } from '../../src/server/lib/login-throttle.js';
import { hashPassword, passwordHashingStats } from '../../src/server/lib/passwords.js';
import { createTestApp, OWNER, type TestApp } from './helpers/test-app.js';

// The sign-in throttle under concurrency and against lock-out (decision 002):
// attempts are counted before the password is checked, password hashing leaves
// the thread pool free for everything else, and a browser that signed in before
// (device cookie) is not locked out by strangers who lock the username.

const LIMIT = 5;
const OWNER_ADDRESS = '10.0.0.1';
const WRONG = { username: OWNER.username, password: 'wrong-password' };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({
    loginThrottle: new LoginThrottle({ maxFailures: LIMIT, windowMs: 60_000 }),
  });
});
afterEach(() => t.close());

const login = (payload: object, from: { ip?: string; device?: string | null } = {}) =>
  t.request(from.device ? `${DEVICE_COOKIE}=${from.device}` : null, {
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress: from.ip ?? OWNER_ADDRESS,
  });

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => response.statusCode).sort();

/** How many password checks (scrypt runs) `run` asked for in this process. */
async function countChecks<T>(run: () => Promise<T>): Promise<{ result: T; checks: number }> {
  const before = passwordHashingStats().requested;
  const result = await run();
  return { result, checks: passwordHashingStats().requested - before };
}

/** Signs the owner in from a browser and returns its device cookie's value. */
async function ownerDevice(ip = OWNER_ADDRESS): Promise<string> {
  const response = await login(OWNER, { ip });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
  return cookie!.value;
}

/** An attacker sends wrong passwords for the owner from many addresses at once. */
async function lockOwnerUsername(count = 12) {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) => login(WRONG, { ip: `10.9.0.${i + 1}` })),
  );
  expect(statuses(responses)).toEqual([
    ...Array(LIMIT).fill(401),
    ...Array(count - LIMIT).fill(429),
  ]);
}

describe('concurrent guesses', () => {
  it('60 wrong passwords at once for one user, from 60 addresses, get at most the limit of password checks', async () => {
    const { result, checks } = await countChecks(() =>
      Promise.all(Array.from({ length: 60 }, (_, i) => login(WRONG, { ip: `10.1.0.${i + 1}` }))),
    );
    expect(checks).toBe(LIMIT);
    expect(statuses(result)).toEqual([...Array(LIMIT).fill(401), ...Array(55).fill(429)]);
    const blocked = result.find((response) => response.statusCode === 429)!;
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('60 guesses at once from one address, each for another username, get at most the limit of checks', async () => {
    // Unknown users are checked against the decoy hash; make it before counting.
    expect(
      (await login({ username: 'warm-up', password: 'x' }, { ip: '10.2.0.1' })).statusCode,
    ).toBe(401);
    const { result, checks } = await countChecks(() =>
      Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          login({ username: `guess-${i}`, password: 'wrong-password' }, { ip: '10.2.0.2' }),
        ),
      ),
    );
    expect(checks).toBe(LIMIT);
    expect(statuses(result)).toEqual([...Array(LIMIT).fill(401), ...Array(55).fill(429)]);
  });
});

describe('password hashing leaves room for other requests', () => {
  it('answers GET /api/health and a static page while a burst of sign-ins is still hashing', async () => {
    // Its own app: a web build to serve (files are read on the same thread pool
    // that scrypt uses) and a throttle that lets the whole burst be hashed.
    const webDir = path.join(t.dataDir, 'web');
    fs.mkdirSync(webDir);
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Sitebook</title>');
    const app = await buildApp({
      config: t.config,
      db: t.db,
      logger: false,
      webDir,
      loginThrottle: new LoginThrottle({ maxFailures: 1000, windowMs: 60_000 }),
    });
    try {
      const burst = 16;
      const before = passwordHashingStats();
      const signIns = Array.from({ length: burst }, () =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: WRONG }),
      );
      // Every sign-in of the burst has asked for its hash before the cheap requests go out.
      while (passwordHashingStats().requested - before.requested < burst) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      const hashesDoneWhenAnswered = async (url: string) => {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        return passwordHashingStats().finished - before.finished;
      };
      const [health, page] = await Promise.all([
        hashesDoneWhenAnswered('/api/health'),
        hashesDoneWhenAnswered('/'),
      ]);
      // Not a time limit, an order: both answered while most of the burst was still
      // waiting to be hashed, instead of queueing behind it on the thread pool.
      expect(health).toBeLessThan(burst / 2);
      expect(page).toBeLessThan(burst / 2);
      expect(statuses(await Promise.all(signIns))).toEqual(Array(burst).fill(401));
      expect(passwordHashingStats().finished - before.finished).toBe(burst);
    } finally {
      await app.close();
    }
  });
});

describe('device cookies', () => {
  it("an attacker locking the owner's username does not stop the owner's browser that signed in before", async () => {
    const device = await ownerDevice();
    await lockOwnerUsername();
    // The attacker also burns the owner's address.
    for (let i = 0; i < LIMIT; i++) await login({ username: `other-${i}`, password: 'x' });
    expect((await login(OWNER)).statusCode).toBe(429);
    expect((await login(OWNER, { ip: '10.3.0.1' })).statusCode).toBe(429);

    const signedIn = await login(OWNER, { device });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      id: expect.any(String),
      username: OWNER.username,
      name: OWNER.username,
      role: 'owner',
      email: null,
    });
    // A typo on the trusted browser is counted for that browser only.
    const fresh = signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    expect((await login(WRONG, { device: fresh })).statusCode).toBe(401);
    expect((await login(OWNER, { device: fresh })).statusCode).toBe(200);
  });

  it('a stolen device cookie gets its own limit of guesses, even sent all at once', async () => {
    const stolen = await ownerDevice();
    const { result, checks } = await countChecks(() =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) => login(WRONG, { device: stolen, ip: `10.4.0.${i}` })),
      ),
    );
    expect(checks).toBe(LIMIT);
    expect(statuses(result)).toEqual([...Array(LIMIT).fill(401), ...Array(25).fill(429)]);
    // That device is locked now, even with the right password...
    expect((await login(OWNER, { device: stolen })).statusCode).toBe(429);
    // ...but the device counter is not the username's: a browser without it is not locked.
    expect((await login(OWNER, { ip: '10.4.1.1' })).statusCode).toBe(200);
  });

  it('a forged, altered or foreign device cookie counts as none, so the username lock applies', async () => {
    const genuine = await ownerDevice();
    const [payload, signature] = genuine.split('.') as [string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ u: OWNER.username, d: 'attacker-device', e: Date.now() + 86_400_000 }),
    ).toString('base64url');
    const other = await createTestApp();
    let foreign: string;
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: OWNER,
      });
      foreign = response.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    } finally {
      await other.close();
    }
    await lockOwnerUsername();
    for (const device of [
      `${forgedPayload}.${signature}`,
      `${payload}.${'A'.repeat(signature.length)}`,
      `${payload}.`,
      foreign,
      'garbage',
    ]) {
      const response = await login(OWNER, { device, ip: '10.5.0.1' });
      expect(response.statusCode, device).toBe(429);
    }
    // A genuine cookie for another username does not vouch for this one either.
    const colleague = { username: 'colleague', password: 'colleague-password' };
    await insertUser(t.db, {
      id: crypto.randomUUID(),
      username: colleague.username,
      passwordHash: await hashPassword(colleague.password),
      createdAt: new Date().toISOString(),
    });
    const colleagueDevice = (await login(colleague, { ip: '10.5.0.2' })).cookies.find(
      (c) => c.name === DEVICE_COOKIE,
    )!.value;
    expect((await login(OWNER, { device: colleagueDevice })).statusCode).toBe(429);
    // The owner's own browser still gets in.
    expect((await login(OWNER, { device: genuine })).statusCode).toBe(200);
  });

  it("a guesser's forged cookies still cost per-address and per-username tries", async () => {
    const forged = Array.from({ length: 10 }, (_, i) =>
      Buffer.from(JSON.stringify({ u: OWNER.username, d: `d${i}`, e: 9e15 })).toString('base64url'),
    );
    const { result, checks } = await countChecks(() =>
      Promise.all(forged.map((payload) => login(WRONG, { device: `${payload}.sig` }))),
    );
    expect(checks).toBe(LIMIT);
    expect(statuses(result)).toEqual([...Array(LIMIT).fill(401), ...Array(5).fill(429)]);
  });
});

describe('per-address and per-username limits', () => {
  it('an address that failed the limit is refused for every username; other addresses are not', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect(
        (await login({ username: `user-${i}`, password: 'x' }, { ip: '10.6.0.1' })).statusCode,
      ).toBe(401);
    }
    const blocked = await login({ username: 'fresh-name', password: 'x' }, { ip: '10.6.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Try again in \d+ minutes?\./);
    expect(
      (await login({ username: 'fresh-name', password: 'x' }, { ip: '10.6.0.2' })).statusCode,
    ).toBe(401);
  });

  it('addresses in one IPv6 /64 share one budget; another /64 has its own', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const ip = `2001:db8:6:1::${(i + 1).toString(16)}`;
      expect((await login({ username: `v6-${i}`, password: 'x' }, { ip })).statusCode).toBe(401);
    }
    const sameNetwork = { ip: '2001:db8:6:1:ffff:ffff:ffff:1' };
    expect((await login({ username: 'fresh-name', password: 'x' }, sameNetwork)).statusCode).toBe(
      429,
    );
    const nextNetwork = { ip: '2001:db8:6:2::1' };
    expect((await login({ username: 'fresh-name', password: 'x' }, nextNetwork)).statusCode).toBe(
      401,
    );
  });

  it("the owner's successful sign-in does not give a guesser a fresh set of tries", async () => {
    for (let i = 0; i < LIMIT - 1; i++) {
      expect((await login(WRONG, { ip: `10.7.0.${i + 1}` })).statusCode).toBe(401);
    }
    expect((await login(OWNER, { ip: '10.7.1.1' })).statusCode).toBe(200);
    expect((await login(WRONG, { ip: '10.7.0.9' })).statusCode).toBe(401);
    expect((await login(WRONG, { ip: '10.7.0.10' })).statusCode).toBe(429);
  });
});
