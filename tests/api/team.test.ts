import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamUser } from '../../src/core/schemas/team.js';
import { hashToken } from '../../src/server/lib/sessions.js';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { accept, addPerson, invite, tokenOf } from './helpers/team.js';
import { createTestApp, OWNER, sessionCookieFrom, type TestApp } from './helpers/test-app.js';

// Settings > Team (issue 15): people, roles, invitation links, deactivation, and the
// rule that an active owner always exists.

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://sitebook.example/' } });
  owner = await t.signIn();
});
afterAll(() => t.close());

const get = (cookie: string | null, url: string) => t.request(cookie, { method: 'GET', url });
const patchUser = (cookie: string, id: string, payload: object) =>
  t.request(cookie, { method: 'PATCH', url: `/api/users/${id}`, payload });
const login = (username: string, password: string, ip = '10.9.0.1') =>
  t.request(null, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
const users = async () => (await get(owner, '/api/users')).json<TeamUser[]>();
const ownerId = async () => (await users()).find((u) => u.username === OWNER.username)!.id;

describe('a fresh install', () => {
  it('has one active owner and nothing to configure', async () => {
    const team = await users();
    expect(team).toEqual([
      {
        id: expect.any(String),
        username: OWNER.username,
        name: OWNER.username,
        email: null,
        role: 'owner',
        active: true,
        lastSignInAt: expect.any(String),
        invitationPending: false,
      },
    ]);
    const me = (await get(owner, '/api/auth/user')).json();
    expect(me).toEqual({
      id: team[0]!.id,
      username: OWNER.username,
      name: OWNER.username,
      role: 'owner',
      email: null,
    });
  });
});

describe('invitations', () => {
  it('adding a person returns a single-use link valid 7 days; accepting signs them in', async () => {
    const { user, inviteUrl } = await invite(t, owner, {
      username: 'dana',
      name: 'Dana Field',
      role: 'field',
      email: 'dana@example.com',
    });
    expect(user).toMatchObject({
      username: 'dana',
      name: 'Dana Field',
      email: 'dana@example.com',
      role: 'field',
      active: true,
      lastSignInAt: null,
      invitationPending: true,
    });
    expect(inviteUrl).toMatch(/^https:\/\/sitebook\.example\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(inviteUrl);
    const stored = await t.db
      .selectFrom('invitations')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(7 * 86_400_000);
    // Only the token's hash is stored.
    expect(
      JSON.stringify(await t.db.selectFrom('invitations').selectAll().execute()),
    ).not.toContain(token);

    // The link's page greets them before a password is typed: who, for whom, the username;
    // nothing else of the person or the business (asked signed out, as the link is opened).
    const preview = await t.app.inject({ method: 'GET', url: `/api/auth/invitation/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(Object.keys(preview.json()).sort()).toEqual(['business', 'name', 'username']);
    expect(preview.json()).toMatchObject({ name: 'Dana Field', username: 'dana' });
    for (const secret of [user.id, 'dana@example.com', 'field', token]) {
      expect(preview.body).not.toContain(secret);
    }

    // No password yet: nothing signs in as them.
    expect((await login('dana', '')).statusCode).toBe(400);
    expect((await login('dana', 'anything-at-all')).statusCode).toBe(401);

    const accepted = await accept(t, token, 'dana-password-1');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      id: user.id,
      username: 'dana',
      name: 'Dana Field',
      role: 'field',
      email: 'dana@example.com',
    });
    const cookie = sessionCookieFrom(accepted);
    expect((await get(cookie, '/api/auth/user')).json()).toMatchObject({ role: 'field' });
    expect((await users()).find((u) => u.id === user.id)).toMatchObject({
      invitationPending: false,
      lastSignInAt: expect.any(String),
    });

    // Single use: the same link again is 410 with a message, and changes nothing.
    const again = await accept(t, token, 'other-password-1');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already been used/);
    const used = await t.app.inject({ method: 'GET', url: `/api/auth/invitation/${token}` });
    expect(used.statusCode).toBe(410);
    expect(used.json().message).toMatch(/already been used/);
    const bogus = await t.app.inject({ method: 'GET', url: '/api/auth/invitation/not-a-token' });
    expect(bogus.statusCode).toBe(410);
    expect(bogus.json().message).toMatch(/not valid/);
    expect((await login('dana', 'other-password-1')).statusCode).toBe(401);
    expect((await login('dana', 'dana-password-1')).statusCode).toBe(200);
  });

  it('an expired link answers 410 and leaves the account without a password', async () => {
    const { user, inviteUrl } = await invite(t, owner, { username: 'late', role: 'office' });
    const token = tokenOf(inviteUrl);
    await t.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const response = await accept(t, token, 'late-password-1');
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toMatch(/expired/);
    expect(response.cookies.find((c) => c.name === 'sitebook_session')).toBeUndefined();
    expect((await users()).find((u) => u.id === user.id)?.invitationPending).toBe(true);
  });

  it('a new link voids the old one', async () => {
    const { user, inviteUrl } = await invite(t, owner, { username: 'renewed', role: 'field' });
    const renewed = await t.request(owner, {
      method: 'POST',
      url: `/api/users/${user.id}/invitation`,
    });
    expect(renewed.statusCode).toBe(200);
    const { inviteUrl: newUrl } = renewed.json<{ inviteUrl: string }>();
    expect(newUrl).not.toBe(inviteUrl);
    const old = await accept(t, tokenOf(inviteUrl), 'renewed-password-1');
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toMatch(/replaced/);
    expect((await accept(t, tokenOf(newUrl), 'renewed-password-1')).statusCode).toBe(200);
  });

  it('deactivating a person withdraws their pending invitation, also once reactivated', async () => {
    const { user, inviteUrl } = await invite(t, owner, { username: 'withdrawn', role: 'field' });
    const token = tokenOf(inviteUrl);
    expect((await patchUser(owner, user.id, { active: false })).statusCode).toBe(200);
    const refused = await accept(t, token, 'withdrawn-password-1');
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({
      message:
        'This invitation link has been replaced or withdrawn. Ask the business owner for a new one.',
    });
    expect(refused.cookies.find((c) => c.name === 'sitebook_session')).toBeUndefined();
    // The link itself is voided, not only refused while the person is inactive.
    const stored = await t.db
      .selectFrom('invitations')
      .select('voided_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(stored.voided_at).not.toBeNull();
    expect((await patchUser(owner, user.id, { active: true })).statusCode).toBe(200);
    const afterReactivation = await accept(t, token, 'withdrawn-password-1');
    expect(afterReactivation.statusCode).toBe(410);
    expect(afterReactivation.json().message).toMatch(/withdrawn/);
    expect((await users()).find((u) => u.id === user.id)?.invitationPending).toBe(true);
  });

  it('an unknown token is 410; a short password is 400 and keeps the link usable', async () => {
    const unknown = await accept(t, 'x'.repeat(43), 'long-enough-1');
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toEqual({ message: expect.stringMatching(/not valid/) });
    const { inviteUrl } = await invite(t, owner, { username: 'shorty', role: 'field' });
    const short = await accept(t, tokenOf(inviteUrl), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password: Password must be at least 8 characters long');
    expect((await accept(t, tokenOf(inviteUrl), 'long-enough-1')).statusCode).toBe(200);
  });

  it('two people accepting the same link at once: one gets in, the other 410', async () => {
    const { inviteUrl } = await invite(t, owner, { username: 'racer', role: 'field' });
    const token = tokenOf(inviteUrl);
    const results = await Promise.all([
      accept(t, token, 'racer-password-1'),
      accept(t, token, 'racer-password-2'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });

  it('is e-mailed when SMTP is configured, with the same link', async () => {
    const smtp: MailCatcher = await startMailCatcher();
    const mailed = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'office@acme.test' },
    });
    try {
      const cookie = await mailed.signIn();
      const { inviteUrl } = await invite(mailed, cookie, {
        username: 'mailme',
        name: 'Mail Me',
        role: 'office',
        email: 'mailme@example.com',
      });
      const mail = await smtp.waitForMessage(1);
      expect(mail.to).toEqual(['mailme@example.com']);
      expect(mail.subject).toBe('Your Sitebook invitation');
      expect(mail.text).toContain(inviteUrl);
      expect(mail.html).toContain(inviteUrl);
      // Without an address, nothing is sent (the owner hands the link over).
      await invite(mailed, cookie, { username: 'nomail', role: 'field' });
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await mailed.close();
      await smtp.close();
    }
  });
});

describe('people', () => {
  it('usernames are unique ignoring case, and sign-in ignores case', async () => {
    await addPerson(t, owner, { username: 'Casey', role: 'office' });
    const clash = await t.request(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { username: 'casey', name: 'Other Casey', role: 'field' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/^username: "casey" is taken/);
    expect((await login('CASEY', 'Casey-password-1')).statusCode).toBe(200);
  });

  it('the same username asked for many times at once (a double click): one person, the rest 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request(owner, {
          method: 'POST',
          url: '/api/users',
          payload: { username: i % 2 ? 'Twice' : 'twice', name: 'Twice', role: 'field' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(409)]);
    const people = (await get(owner, '/api/users')).json() as { username: string }[];
    expect(people.filter((p) => p.username.toLowerCase() === 'twice')).toHaveLength(1);
  });

  it('deactivating ends their sessions at once; they cannot sign in until reactivated', async () => {
    const person = await addPerson(t, owner, { username: 'leaver', role: 'office' });
    expect((await get(person.cookie, '/api/projects')).statusCode).toBe(200);
    const off = await patchUser(owner, person.user.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    const next = await get(person.cookie, '/api/projects');
    expect(next.statusCode).toBe(401);
    const refused = await login('leaver', person.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/deactivated/);
    // A deactivated person's invitation links stop working too.
    const renew = await t.request(owner, {
      method: 'POST',
      url: `/api/users/${person.user.id}/invitation`,
    });
    expect(renew.statusCode).toBe(409);
    expect((await patchUser(owner, person.user.id, { active: true })).statusCode).toBe(200);
    // Reactivation does not bring the old session back: they sign in again.
    expect((await get(person.cookie, '/api/projects')).statusCode).toBe(401);
    expect((await login('leaver', person.password)).statusCode).toBe(200);
  });

  it('changing a role ends their sessions; signed in again, the new role applies', async () => {
    const person = await addPerson(t, owner, { username: 'promoted', role: 'field' });
    expect((await get(person.cookie, '/api/clients')).statusCode).toBe(403);
    const changed = await patchUser(owner, person.user.id, { role: 'office' });
    expect(changed.json()).toMatchObject({ role: 'office' });
    expect((await get(person.cookie, '/api/clients')).statusCode).toBe(401);
    const again = sessionCookieFrom(await login('promoted', person.password));
    expect((await get(again, '/api/clients')).statusCode).toBe(200);
    // A name or e-mail change keeps them signed in.
    expect((await patchUser(owner, person.user.id, { name: 'Pat Promoted' })).statusCode).toBe(200);
    expect((await get(again, '/api/auth/user')).json()).toMatchObject({ name: 'Pat Promoted' });
  });

  it('never leaves the business without an active owner (409)', async () => {
    const me = await ownerId();
    for (const change of [{ role: 'office' }, { active: false }]) {
      const refused = await patchUser(owner, me, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'Sitebook needs at least one active owner. Make someone else an owner first.',
      });
    }
    expect((await get(owner, '/api/auth/user')).statusCode).toBe(200);

    // With two owners, one demoting the other while deactivating themselves at the same
    // moment: one change wins, the other is refused (409), or finds its session ended by
    // the first (401). Never both: an active owner remains.
    const second = await addPerson(t, owner, { username: 'coowner', role: 'owner' });
    const results = await Promise.all([
      patchUser(owner, second.user.id, { role: 'office' }),
      patchUser(owner, me, { active: false }),
    ]);
    const statuses = results.map((r) => r.statusCode);
    expect(
      statuses.filter((status) => status === 200),
      String(statuses),
    ).toHaveLength(1);
    expect(
      statuses.every((status) => [200, 401, 409].includes(status)),
      String(statuses),
    ).toBe(true);
    const owners = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'owner')
      .where('active', '=', 1)
      .execute();
    expect(owners).toHaveLength(1);
    // Put things back for the tests after this one.
    if (owners[0]!.id !== me) {
      const back = sessionCookieFrom(await login('coowner', second.password));
      expect((await patchUser(back, me, { active: true })).statusCode).toBe(200);
      owner = await t.signIn();
    }
  });

  it('refuses unknown people and bad input with messages', async () => {
    const missing = await patchUser(owner, '00000000-0000-4000-8000-000000000000', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    const badRole = await t.request(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { username: 'x', name: 'X', role: 'admin' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('role: role must be owner, office or field');
  });

  it('everyone can change their own e-mail address', async () => {
    const person = await addPerson(t, owner, { username: 'selfie', role: 'field' });
    const changed = await t.request(person.cookie, {
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { email: 'selfie@example.com' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'selfie@example.com', role: 'field' });
    const bad = await t.request(person.cookie, {
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the sign-in throttle applies per person, as for the owner', async () => {
    const person = await addPerson(t, owner, { username: 'guessed', role: 'field' });
    for (let i = 0; i < 5; i++) {
      expect((await login('guessed', 'wrong-password', `10.8.${i}.1`)).statusCode).toBe(401);
    }
    // Their name is locked from any address; the owner is not.
    expect((await login('guessed', person.password, '10.8.9.1')).statusCode).toBe(429);
    expect((await login(OWNER.username, OWNER.password, '10.8.9.1')).statusCode).toBe(200);
  });
});
