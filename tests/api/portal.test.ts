import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PortalLink } from '../../src/core/schemas/portal.js';
import { hashPassword } from '../../src/server/lib/passwords.js';
import { snapshotTables } from './helpers/fuzz-snapshot.js';
import { sendMailTo, startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { createLink, portalGet, tokenOf } from './helpers/portal.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp, setTimeZone } from './helpers/test-app.js';

// Portal links (issue 16, decision 160): only hashes stored, shown once, revoked and
// rotated at once, expiring on their last day, owner and office only.

let t: TestApp;
let cookie: string;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://crm.example.com/' } });
  cookie = await t.signIn();
  const client = await seedClient(t.db, { name: 'Dana Client', email: 'dana@example.com' });
  projectId = (await seedProject(t.db, { name: 'Maple Street', clientId: client.id })).id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const links = async () =>
  (await t.request(cookie, { method: 'GET', url: `/api/projects/${projectId}/portal-links` })).json<
    PortalLink[]
  >();

describe(`portal links (${testDialect})`, () => {
  it('gives the full URL once, with a 32-byte random token, and stores only its SHA-256', async () => {
    const created = await createLink(t, cookie, projectId, {
      label: 'Dana',
      contactEmail: 'dana@example.com',
    });
    expect(created.url).toMatch(/^https:\/\/crm\.example\.com\/p\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(created.url);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(created).toMatchObject({
      label: 'Dana',
      contactEmail: 'dana@example.com',
      showInvoices: false,
      viewCount: 0,
      lastViewedAt: null,
      revokedAt: null,
      status: 'active',
    });

    const database = await snapshotTables(t.db);
    expect(database).not.toContain(token);
    expect(database).not.toContain(token.slice(0, 20));
    const stored = await t.db.selectFrom('portal_tokens').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).toContain(sha256(token));

    // The list never shows a token or URL again.
    const list = await t.request(cookie, {
      method: 'GET',
      url: `/api/projects/${projectId}/portal-links`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain('/p/');
    const [row] = list.json<Record<string, unknown>[]>();
    expect(Object.keys(row!).sort()).toEqual(
      [
        'id',
        'label',
        'contactEmail',
        'createdAt',
        'expiresAt',
        'revokedAt',
        'lastViewedAt',
        'viewCount',
        'showInvoices',
        'status',
      ].sort(),
    );
    expect((await portalGet(t, token)).statusCode).toBe(200);
  });

  it('opens by hash lookup only: a near-miss, malformed or unknown token is a 404 with no detail', async () => {
    const { url } = await createLink(t, cookie, projectId);
    const token = tokenOf(url);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const attempt of [flipped, 'abc', crypto.randomBytes(32).toString('base64url')]) {
      const response = await portalGet(t, attempt);
      expect(response.statusCode, attempt).toBe(404);
      expect(response.json()).toEqual({
        message: 'This project link is not available. Ask your contractor for a new link.',
      });
      expect(response.body).not.toContain('Maple');
    }
  });

  it('revokes at once: every URL of the link answers 404 and the list says so', async () => {
    const link = await createLink(t, cookie, projectId, { label: 'To revoke' });
    const token = tokenOf(link.url);
    expect((await portalGet(t, token)).statusCode).toBe(200);
    const revoked = await t.request(cookie, {
      method: 'DELETE',
      url: `/api/portal-links/${link.id}`,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: link.id, status: 'revoked' });
    for (const path of ['', '/updates', '/invoices']) {
      expect((await portalGet(t, token, path)).statusCode, path).toBe(404);
    }
    expect((await links()).find((l) => l.id === link.id)?.revokedAt).toEqual(expect.any(String));
    // Its token hashes are gone too.
    const left = await t.db
      .selectFrom('portal_tokens')
      .select('token_hash')
      .where('link_id', '=', link.id)
      .execute();
    expect(left).toEqual([]);
    // Revoking again is no error.
    expect(
      (await t.request(cookie, { method: 'DELETE', url: `/api/portal-links/${link.id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('rotates: the old URL stops working, the new one works, for the same contact and settings', async () => {
    const link = await createLink(t, cookie, projectId, {
      label: 'Rotate me',
      contactEmail: 'r@example.com',
      showInvoices: true,
      expiresAt: null,
    });
    const rotated = await t.request(cookie, {
      method: 'POST',
      url: `/api/portal-links/${link.id}/rotate`,
    });
    expect(rotated.statusCode).toBe(201);
    const fresh = rotated.json<typeof link>();
    expect(fresh.id).not.toBe(link.id);
    expect(fresh).toMatchObject({
      label: 'Rotate me',
      contactEmail: 'r@example.com',
      showInvoices: true,
      expiresAt: null,
      status: 'active',
    });
    expect(tokenOf(fresh.url)).not.toBe(tokenOf(link.url));
    expect((await portalGet(t, tokenOf(link.url))).statusCode).toBe(404);
    expect((await portalGet(t, tokenOf(fresh.url))).statusCode).toBe(200);
    expect((await links()).find((l) => l.id === link.id)?.status).toBe('revoked');

    // A second rotate of the old link (a double click) makes nothing new.
    const count = (await links()).length;
    const again = await t.request(cookie, {
      method: 'POST',
      url: `/api/portal-links/${link.id}/rotate`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already revoked/);
    expect(await links()).toHaveLength(count);
  });

  it('never disturbs the first contact’s link when a second contact gets one', async () => {
    const first = await createLink(t, cookie, projectId, { contactEmail: 'one@example.com' });
    const second = await createLink(t, cookie, projectId, { contactEmail: 'two@example.com' });
    expect((await portalGet(t, tokenOf(first.url))).statusCode).toBe(200);
    expect((await portalGet(t, tokenOf(second.url))).statusCode).toBe(200);
    const list = await links();
    expect(list.find((l) => l.id === first.id)?.status).toBe('active');
    expect(list.find((l) => l.id === second.id)?.status).toBe('active');
  });

  it('expires after its last day (default 90 days): 410 with a message and no project detail', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    await setTimeZone(t, cookie, 'UTC');
    const byDefault = await createLink(t, cookie, projectId);
    expect(byDefault.expiresAt).toBe('2026-05-30');
    const dated = await createLink(t, cookie, projectId, { expiresAt: '2026-03-10' });
    const never = await createLink(t, cookie, projectId, { expiresAt: null });
    expect(never.expiresAt).toBeNull();

    vi.setSystemTime(new Date('2026-03-10T23:59:00Z'));
    expect((await portalGet(t, tokenOf(dated.url))).statusCode).toBe(200);

    vi.setSystemTime(new Date('2026-03-11T00:01:00Z'));
    const expired = await portalGet(t, tokenOf(dated.url));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      message: 'This project link has expired. Ask your contractor for a new link.',
    });
    for (const path of ['/updates', '/invoices']) {
      expect((await portalGet(t, tokenOf(dated.url), path)).statusCode, path).toBe(410);
    }
    expect((await links()).find((l) => l.id === dated.id)?.status).toBe('expired');

    vi.setSystemTime(new Date('2026-05-31T00:01:00Z'));
    expect((await portalGet(t, tokenOf(byDefault.url))).statusCode).toBe(410);
    vi.setSystemTime(new Date('2036-01-01T00:00:00Z'));
    expect((await portalGet(t, tokenOf(never.url))).statusCode).toBe(200);
  });

  it('refuses a last day in the past, unknown projects and bad input with a message', async () => {
    const past = await t.request(cookie, {
      method: 'POST',
      url: `/api/projects/${projectId}/portal-links`,
      payload: { expiresAt: '2001-01-01' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toBe('expiresAt: must be today or later');
    const badEmail = await t.request(cookie, {
      method: 'POST',
      url: `/api/projects/${projectId}/portal-links`,
      payload: { contactEmail: 'not an address' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<{ message: string }>().message).toMatch(/^contactEmail: /);
    const unknown = await t.request(cookie, {
      method: 'POST',
      url: `/api/projects/${crypto.randomUUID()}/portal-links`,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    for (const url of [
      `/api/portal-links/${crypto.randomUUID()}`,
      `/api/portal-links/${crypto.randomUUID()}/views`,
    ]) {
      const method = url.endsWith('/views') ? 'GET' : 'DELETE';
      expect((await t.request(cookie, { method, url })).statusCode, url).toBe(404);
    }
  });

  it('sends every portal answer with private, no-store, no-referrer and noindex', async () => {
    const { url } = await createLink(t, cookie, projectId);
    const token = tokenOf(url);
    const answers = [
      await portalGet(t, token),
      await portalGet(t, token, '/updates'),
      await portalGet(t, token, '/invoices'), // 404: this link shows no invoices
      await portalGet(t, 'unknown-token'),
      await portalGet(t, token, `/files/${crypto.randomUUID()}`),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control'], answer.body).toBe('private, no-store');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('is for owner and office: a field user gets 403 and sees no link', async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('users')
      .values({
        id: crypto.randomUUID(),
        username: 'field-fran',
        password_hash: await hashPassword('field-password-1'),
        created_at: now,
        name: 'Fran',
        email: null,
        role: 'field',
        last_sign_in_at: null,
      })
      .execute();
    const field = await t.signIn({ username: 'field-fran', password: 'field-password-1' });
    const link = await createLink(t, cookie, projectId);
    const attempts = [
      { method: 'GET', url: `/api/projects/${projectId}/portal-links` },
      { method: 'POST', url: `/api/projects/${projectId}/portal-links`, payload: {} },
      { method: 'DELETE', url: `/api/portal-links/${link.id}` },
      { method: 'POST', url: `/api/portal-links/${link.id}/rotate` },
      { method: 'GET', url: `/api/portal-links/${link.id}/views` },
      { method: 'GET', url: '/api/portal-links/active' },
      { method: 'GET', url: `/api/projects/${projectId}/questions` },
      { method: 'GET', url: '/api/questions/unread-count' },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.request(field, attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(response.body).not.toContain(link.id);
    }
    expect((await portalGet(t, tokenOf(link.url))).statusCode).toBe(200);
  });
});

describe(`portal link e-mail (${testDialect})`, () => {
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    await sendMailTo(t, cookie, mail, 'office@example.com');
  });
  afterAll(() => mail.close());

  it('e-mails the link to the contact when e-mail is set up, and says so', async () => {
    const before = mail.messages.length;
    const created = await createLink(t, cookie, projectId, {
      contactEmail: 'Client.Two@example.com',
      label: 'Second contact',
    });
    expect(created.emailedTo).toBe('Client.Two@example.com');
    expect(created.emailError).toBeNull();
    const message = await mail.waitForMessage(before + 1);
    expect(message.to).toEqual(['Client.Two@example.com']);
    expect(message.subject).toBe('Your project page: Maple Street');
    expect(message.text).toContain(created.url);
    expect(message.html).toContain(created.url);
  });

  it('sends nothing without an address, and the rotated URL to the contact', async () => {
    const before = mail.messages.length;
    const silent = await createLink(t, cookie, projectId);
    expect(silent.emailedTo).toBeNull();
    const link = await createLink(t, cookie, projectId, { contactEmail: 'rot@example.com' });
    const rotated = (
      await t.request(cookie, { method: 'POST', url: `/api/portal-links/${link.id}/rotate` })
    ).json<typeof link>();
    expect(rotated.emailedTo).toBe('rot@example.com');
    const message = await mail.waitForMessage(before + 2);
    expect(message.text).toContain(rotated.url);
    expect(mail.messages.slice(before).map((m) => m.to[0])).toEqual([
      'rot@example.com',
      'rot@example.com',
    ]);
  });
});

describe(`every project's working links (${testDialect})`, () => {
  let fresh: TestApp;
  let owner: string;
  beforeAll(async () => {
    fresh = await createTestApp();
    owner = await fresh.signIn();
  });
  afterAll(() => fresh.close());

  const activeLinks = async () => {
    const response = await fresh.request(owner, {
      method: 'GET',
      url: '/api/portal-links/active',
    });
    expect(response.statusCode).toBe(200);
    // Never a token or a URL: the raw answer is the list's public shape only.
    expect(response.body).not.toMatch(/token|\/p\//i);
    return response.json<{ id: string; projectId: string; status: string }[]>();
  };

  it('lists the working links of every project, newest first, not revoked or expired ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    await setTimeZone(fresh, owner, 'UTC');
    expect(await activeLinks()).toEqual([]);
    const client = await seedClient(fresh.db, { name: 'Sam Client' });
    const first = (await seedProject(fresh.db, { name: 'First', clientId: client.id })).id;
    const second = (await seedProject(fresh.db, { name: 'Second', clientId: client.id })).id;
    const a = await createLink(fresh, owner, first);
    vi.setSystemTime(new Date('2026-03-01T12:00:01Z'));
    const b = await createLink(fresh, owner, second, { expiresAt: null });
    vi.setSystemTime(new Date('2026-03-01T12:00:02Z'));
    const c = await createLink(fresh, owner, second, { expiresAt: '2026-03-05' });
    vi.setSystemTime(new Date('2026-03-01T12:00:03Z'));
    const revoked = await createLink(fresh, owner, second);
    await fresh.request(owner, { method: 'DELETE', url: `/api/portal-links/${revoked.id}` });
    const listed = await activeLinks();
    expect(listed.map((link) => [link.id, link.projectId, link.status])).toEqual([
      [c.id, second, 'active'],
      [b.id, second, 'active'],
      [a.id, first, 'active'],
    ]);

    // The short one works through its last day, then is no longer listed.
    vi.setSystemTime(new Date('2026-03-05T23:59:00Z'));
    expect(await activeLinks()).toHaveLength(3);
    vi.setSystemTime(new Date('2026-03-06T00:01:00Z'));
    expect((await activeLinks()).map((link) => link.id)).toEqual([b.id, a.id]);
  });
});
