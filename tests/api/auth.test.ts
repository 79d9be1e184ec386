import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../src/server/lib/login-throttle.js';
import { createTestApp, OWNER, sessionCookieFrom, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({
    loginThrottle: new LoginThrottle({ maxFailures: 3, windowMs: 60_000 }),
  });
});
afterEach(() => t.close());

const login = (payload: unknown, cookie: string | null = null) =>
  t.request(cookie, { method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('GET /api/auth/user', () => {
  it('answers 401 with a message when signed out', async () => {
    const response = await t.request(null, { method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('returns the user, without secrets, when signed in', async () => {
    const cookie = await t.signIn();
    const response = await t.request(cookie, { method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toEqual({
      id: expect.any(String),
      username: OWNER.username,
      name: OWNER.username,
      role: 'owner',
      email: null,
    });
    expect(response.body).not.toMatch(/scrypt|password/i);
  });
});

describe('GET /api/auth/session', () => {
  it('answers 200 { user: null } when signed out, so a signed-out page logs no error', async () => {
    const response = await t.request(null, { method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const stale = await t.request('sitebook_session=not-a-session', {
      method: 'GET',
      url: '/api/auth/session',
    });
    expect(stale.json()).toEqual({ user: null });
  });

  it('answers the signed-in user, the same shape as GET /api/auth/user, without secrets', async () => {
    const cookie = await t.signIn();
    const session = await t.request(cookie, { method: 'GET', url: '/api/auth/session' });
    const user = await t.request(cookie, { method: 'GET', url: '/api/auth/user' });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: user.json() });
    expect(session.body).not.toMatch(/scrypt|password|token/i);
  });
});

describe('POST /api/auth/login', () => {
  it('sets an httpOnly, SameSite=Lax session cookie that is not Secure over plain HTTP', async () => {
    const response = await login(OWNER);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'sitebook_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    await t.close();
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const response = await t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: OWNER,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.cookies.find((c) => c.name === 'sitebook_session')?.secure).toBe(true);
  });

  it('sets a device cookie for the sign-in route only, Secure behind HTTPS, kept at sign-out', async () => {
    const response = await login(OWNER);
    const device = response.cookies.find((c) => c.name === 'sitebook_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
    expect(device?.secure).toBeFalsy();
    expect(device?.expires?.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    const logout = await t.request(sessionCookieFrom(response), {
      method: 'POST',
      url: '/api/auth/logout',
    });
    expect(logout.cookies.map((c) => c.name)).not.toContain('sitebook_device');

    await t.close();
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const proxied = await t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: OWNER,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.cookies.find((c) => c.name === 'sitebook_device')?.secure).toBe(true);
  });

  it('rejects a wrong password and an unknown user with the same message', async () => {
    const wrongPassword = await login({ username: OWNER.username, password: 'not-the-password' });
    const unknownUser = await login({ username: 'nobody', password: 'whatever-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid username or password' });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('names the missing field', async () => {
    const response = await login({ username: OWNER.username });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('password');
  });

  it('rate-limits repeated failures with 429 and a clear message, even for the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await login({ username: OWNER.username, password: 'wrong-password' })).statusCode,
      ).toBe(401);
    }
    const blocked = await login(OWNER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /Too many failed sign-in attempts\. Try again in \d+ minutes?\./,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('issues a new session at every sign-in and ends the one presented (no fixation)', async () => {
    const first = await t.signIn();
    const second = sessionCookieFrom(await login(OWNER, first));
    expect(second).not.toBe(first);
    expect((await t.request(first, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    expect((await t.request(second, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server, so the old cookie no longer works', async () => {
    const cookie = await t.signIn();
    const response = await t.request(cookie, { method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'sitebook_session')?.value).toBe('');
    expect((await t.request(cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (cookie: string, payload: object) =>
    t.request(cookie, { method: 'POST', url: '/api/auth/change-password', payload });

  it('checks the current password', async () => {
    const cookie = await t.signIn();
    const response = await change(cookie, {
      currentPassword: 'wrong-one',
      newPassword: 'a-new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Current password is incorrect');
  });

  it('requires at least 8 characters', async () => {
    const cookie = await t.signIn();
    const response = await change(cookie, {
      currentPassword: OWNER.password,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Password must be at least 8 characters long');
  });

  it('changes the password and signs out every other session of the user', async () => {
    const other = await t.signIn();
    const current = await t.signIn();
    const response = await change(current, {
      currentPassword: OWNER.password,
      newPassword: 'brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully' });
    expect((await t.request(other, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    expect((await t.request(current, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
      200,
    );
    expect((await login(OWNER)).statusCode).toBe(401);
    expect(
      (await login({ username: OWNER.username, password: 'brand-new-password' })).statusCode,
    ).toBe(200);
  });
});
