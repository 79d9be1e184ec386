import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let smtp: MailCatcher;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  await t.request(cookie, { method: 'DELETE', url: '/api/settings/mail' });
});

const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.request(cookie, { method, url, ...(payload ? { payload } : {}) });

const settings = (extra: object = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  username: 'mailer@acme.test',
  password: 'smtp-Secret-1',
  from: 'office@acme.test',
  ...extra,
});

describe('SMTP settings', () => {
  it('starts unconfigured', async () => {
    const response = await api('GET', '/api/settings/mail');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      host: '',
      port: 587,
      secure: false,
      username: '',
      from: '',
      hasPassword: false,
      source: 'none',
    });
  });

  it('saves the settings but never returns the password', async () => {
    const saved = await api('PUT', '/api/settings/mail', settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: 'mailer@acme.test',
      from: 'office@acme.test',
      hasPassword: true,
      source: 'settings',
    });
    const read = await api('GET', '/api/settings/mail');
    expect(read.body).not.toContain('smtp-Secret-1');
    expect(read.json().hasPassword).toBe(true);
  });

  it('keeps the stored password when none is sent, and clears it on null', async () => {
    await api('PUT', '/api/settings/mail', settings());
    await api(
      'PUT',
      '/api/settings/mail',
      settings({ password: undefined, from: 'new@acme.test' }),
    );
    const sent = await api('POST', '/api/settings/mail/test', { recipient: 'me@example.com' });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await smtp.waitForMessage(1);
    expect(mail.auth).toEqual({ username: 'mailer@acme.test', password: 'smtp-Secret-1' });
    expect(mail.from).toBe('new@acme.test');
    expect(mail.to).toEqual(['me@example.com']);
    expect(mail.subject).toBe('Sitebook test e-mail');
    expect(mail.text).toContain('Your SMTP settings work');
    expect(mail.html).toContain('<h1');

    const cleared = await api('PUT', '/api/settings/mail', settings({ password: null }));
    expect(cleared.json().hasPassword).toBe(false);
  });

  it('clears the stored password when the host, port, TLS switch or username changes without a new one', async () => {
    const { password: _kept, ...withoutPassword } = settings();
    for (const change of [
      { host: 'localhost' },
      { port: smtp.port + 1 },
      { secure: true },
      { username: 'x@evil.test' },
    ]) {
      await api('PUT', '/api/settings/mail', settings());
      const moved = await api('PUT', '/api/settings/mail', { ...withoutPassword, ...change });
      expect(moved.statusCode, JSON.stringify(change)).toBe(200);
      expect(moved.json().hasPassword, JSON.stringify(change)).toBe(false);
    }
    await api('PUT', '/api/settings/mail', settings());
    const samePlace = await api('PUT', '/api/settings/mail', {
      ...withoutPassword,
      from: 'a@acme.test',
    });
    expect(samePlace.json().hasPassword).toBe(true);
    const newPassword = await api('PUT', '/api/settings/mail', settings({ host: 'localhost' }));
    expect(newPassword.json().hasPassword).toBe(true);
  });

  it('never sends the stored password to a server the settings were moved to', async () => {
    await api('PUT', '/api/settings/mail', settings({ port: 1 }));
    const { password: _kept, ...withoutPassword } = settings();
    await api('PUT', '/api/settings/mail', withoutPassword);
    await api('POST', '/api/settings/mail/test', { recipient: 'someone@acme.test' });
    expect(smtp.messages.map((message) => message.auth)).not.toContainEqual(
      expect.objectContaining({ password: 'smtp-Secret-1' }),
    );
  });

  it('validates the settings', async () => {
    for (const bad of [
      settings({ host: '' }),
      settings({ host: 'mail.example.com\r\nX: y' }),
      settings({ port: 0 }),
      settings({ port: 70000 }),
      settings({ from: 'not-an-address' }),
      settings({ from: 'a@b.test\nBcc: c@d.test' }),
    ]) {
      expect((await api('PUT', '/api/settings/mail', bad)).statusCode, JSON.stringify(bad)).toBe(
        400,
      );
    }
    const injected = await api('POST', '/api/settings/mail/test', {
      recipient: 'me@example.com\r\nBcc: x@example.com',
    });
    expect(injected.statusCode).toBe(400);
  });

  it('answers 503 for a test e-mail while nothing is configured', async () => {
    const response = await api('POST', '/api/settings/mail/test', { recipient: 'me@example.com' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/SMTP/);
  });

  it('needs a session', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/settings/mail' })).statusCode).toBe(
      401,
    );
  });
});

describe('owner time zone', () => {
  it('defaults to the server zone, saves a valid zone and rejects an unknown one', async () => {
    const initial = (await api('GET', '/api/settings/time-zone')).json();
    expect(initial.timeZone).toBe(initial.serverTimeZone);
    const saved = await api('PUT', '/api/settings/time-zone', { timeZone: 'America/Chicago' });
    expect(saved.json()).toEqual({
      timeZone: 'America/Chicago',
      serverTimeZone: initial.serverTimeZone,
    });
    expect((await api('GET', '/api/settings/time-zone')).json().timeZone).toBe('America/Chicago');
    const bad = await api('PUT', '/api/settings/time-zone', { timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/timeZone/);
  });
});
