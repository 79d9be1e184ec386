import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureOwner, resetPassword } from '../../src/server/features/auth/auth.service.js';
import { createTestApp, OWNER, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('owner account', () => {
  it('is created only once', async () => {
    expect(await ensureOwner(t.db, 'someone-else', 'another-password')).toEqual({ created: false });
    const users = await t.db.selectFrom('users').select('username').execute();
    expect(users).toEqual([{ username: OWNER.username }]);
  });

  it('gets a generated strong password when none is configured', async () => {
    await t.db.deleteFrom('users').execute();
    const result = await ensureOwner(t.db, 'admin', undefined);
    expect(result.created).toBe(true);
    expect(result.generatedPassword?.length).toBeGreaterThanOrEqual(20);
    await t.signIn({ username: 'admin', password: result.generatedPassword! });
  });

  it('reset-password sets a new password and ends every session', async () => {
    const cookie = await t.signIn();
    expect(await resetPassword(t.db, OWNER.username, 'reset-password-123')).not.toBeNull();
    expect((await t.request(cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
      401,
    );
    await t.signIn({ username: OWNER.username, password: 'reset-password-123' });
    expect(await resetPassword(t.db, 'nobody', 'reset-password-123')).toBeNull();
  });
});
