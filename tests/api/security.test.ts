import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '../../src/core/schemas/update.js';
import { buildApp } from '../../src/server/app.js';
import { LoginThrottle } from '../../src/server/lib/login-throttle.js';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { seedClient, seedProject } from './helpers/seed.js';
import {
  createTestApp,
  OWNER,
  sessionCookieFrom,
  type TestApp,
  setTimeZone,
} from './helpers/test-app.js';
import { createUpdate, storedFiles } from './helpers/uploads.js';

// Attacks not covered by auth.test.ts and access-control.test.ts: hostile uploads,
// what public routes reveal, id guessing, timing of sign-in checks, secrets in logs
// and responses, request ids, and stored XSS in the e-mail HTML.

const XSS = '<img src=x onerror=window.__xss=1>';
const NEW_PASSWORD = 'changed-Password-42';
const SMTP_PASSWORD = 'smtp-Secret-Pa55';

let t: TestApp;
let smtp: MailCatcher;
/** The same database through an app whose logs (level trace) we keep. */
let logged: FastifyInstance;
const logLines: string[] = [];
let cookie: string;
let project: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
  logged = await buildApp({
    // As behind a proxy: only a trusted proxy's X-Request-Id is kept (decision 131).
    config: { ...t.config, LOG_LEVEL: 'trace', TRUST_PROXY: { hops: 1 } },
    db: t.db,
    webDir: path.join(t.dataDir, 'no-web-build'),
    logStream: { write: (line) => void logLines.push(line) },
    loginThrottle: new LoginThrottle({ maxFailures: 1000, windowMs: 60_000 }),
  });
  await logged.ready();
  cookie = await t.signIn();
  const client = await seedClient(t.db, { name: `Client ${XSS}` });
  project = await seedProject(t.db, { name: `Project ${XSS}`, clientId: client.id });
});
afterAll(async () => {
  await logged.close();
  await t.close();
  await smtp.close();
});

const fileOf = (update: Update, name: string) => update.attachments.find((a) => a.name === name)!;

describe('hostile uploads', () => {
  it('serves HTML and SVG only as downloads, never sniffed or scripted', async () => {
    const update = await createUpdate(
      t,
      cookie,
      { projectId: project.id, note: 'files', date: '2026-03-04' },
      [
        { filename: 'page.html', contentType: 'text/html', data: `<script>alert(1)</script>` },
        {
          filename: 'logo.svg',
          contentType: 'image/svg+xml',
          data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        },
        // Claims to be a PNG, holds HTML, has a double extension.
        { filename: 'photo.png.html', contentType: 'image/png', data: '<script>x()</script>' },
        { filename: 'report.html.png', contentType: 'image/png', data: '<html>x</html>' },
      ],
    );
    for (const name of ['page.html', 'logo.svg', 'photo.png.html', 'report.html.png']) {
      const file = fileOf(update, name);
      expect(file.contentType, name).not.toMatch(/^image\/(png|jpeg|gif|webp|avif)$/);
      const response = await t.request(cookie, { method: 'GET', url: `/api/files/${file.id}` });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe('application/octet-stream');
      expect(String(response.headers['content-disposition']), name).toMatch(/^attachment;/);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(String(response.headers['content-security-policy']), name).toContain('sandbox');
      // Not images, so never on the public file route either.
      const open = await t.request(null, { method: 'GET', url: `/api/public/files/${file.id}` });
      expect(open.statusCode, name).toBe(404);
    }
  });

  it('keeps path traversal names out of the file system', async () => {
    const before = storedFiles(t.dataDir).length;
    const update = await createUpdate(
      t,
      cookie,
      { projectId: project.id, note: 'traversal', date: '2026-03-04' },
      [
        { filename: '../../../evil.txt', data: 'x' },
        { filename: '..\\..\\win.ini', data: 'y' },
        { filename: '.htaccess', data: 'z' },
      ],
    );
    expect(update.attachments.map((a) => a.name)).toEqual(['evil.txt', 'win.ini', 'htaccess']);
    const after = storedFiles(t.dataDir);
    expect(after.length).toBe(before + 3);
    expect(after.every((name) => /^[a-f0-9]{40}$/.test(name))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, '..', 'evil.txt'))).toBe(false);
    const dispositions = await Promise.all(
      update.attachments.map(async (a) => {
        const r = await t.request(cookie, { method: 'GET', url: `/api/files/${a.id}` });
        return String(r.headers['content-disposition']);
      }),
    );
    for (const value of dispositions) expect(value).not.toMatch(/\.\.|[/\\]/);
  });
});

describe('access to shared and private data', () => {
  it('public routes return only the public shape, private files need a session', async () => {
    const update = await createUpdate(
      t,
      cookie,
      { projectId: project.id, note: 'shared', date: '2026-03-05' },
      [
        { filename: 'slab.png', contentType: 'image/png', data: PNG_BYTES },
        { filename: 'contract.pdf', contentType: 'application/pdf', data: '%PDF-1.4' },
      ],
    );
    const single = await t.request(null, {
      method: 'GET',
      url: `/api/public/updates/${update.id}`,
    });
    expect(single.statusCode).toBe(200);
    const publicKeys = [
      'checklist',
      'date',
      'files',
      'id',
      'note',
      'photos',
      'project',
      'projectAddress',
    ];
    expect(Object.keys(single.json<object>()).sort()).toEqual(publicKeys);
    const list = await t.request(null, { method: 'GET', url: '/api/public/updates' });
    for (const item of list.json<object[]>()) expect(Object.keys(item).sort()).toEqual(publicKeys);
    const body = single.body + list.body;
    for (const secret of [project.id, project.client_id, 'storage', 'createdAt', 'email']) {
      expect(body).not.toContain(secret);
    }
    const photo = fileOf(update, 'slab.png');
    const pdf = fileOf(update, 'contract.pdf');
    expect(
      (await t.request(null, { method: 'GET', url: `/api/public/files/${photo.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.request(null, { method: 'GET', url: `/api/public/files/${pdf.id}` })).statusCode,
    ).toBe(404);
    expect((await t.request(null, { method: 'GET', url: `/api/files/${pdf.id}` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request(null, { method: 'GET', url: `/api/files/${photo.id}` })).statusCode,
    ).toBe(401);
    // Sharing off: nothing public at all.
    await t.request(cookie, {
      method: 'PUT',
      url: '/api/settings/sharing',
      payload: { enabled: false, allUpdates: true },
    });
    for (const url of [
      `/api/public/updates/${update.id}`,
      '/api/public/updates',
      `/api/public/files/${photo.id}`,
    ]) {
      expect((await t.request(null, { method: 'GET', url })).statusCode, url).toBe(404);
    }
    await t.request(cookie, {
      method: 'PUT',
      url: '/api/settings/sharing',
      payload: { enabled: true, allUpdates: true },
    });
  });

  it('gives every record and file a random version 4 UUID', async () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const task = await t.request(cookie, {
        method: 'POST',
        url: '/api/tasks',
        payload: { title: `t${i}`, projectId: project.id },
      });
      ids.push(task.json<{ id: string }>().id);
      const update = await createUpdate(
        t,
        cookie,
        { projectId: project.id, note: `u${i}`, date: '2026-03-04' },
        [{ filename: 'a.png', contentType: 'image/png', data: PNG_BYTES }],
      );
      ids.push(update.id, update.attachments[0]!.id);
    }
    for (const id of ids) expect(id).toMatch(v4);
    expect(new Set(ids).size).toBe(ids.length);
    // Neighbouring ids share no long prefix (not a counter or a timestamp).
    const sorted = [...ids].sort();
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i]!.slice(0, 8)).not.toBe(sorted[i - 1]!.slice(0, 8));
    }
  });
});

describe('sign-in checks', () => {
  const login = (payload: object) =>
    logged.inject({ method: 'POST', url: '/api/auth/login', payload });

  it('costs the same for an unknown user as for a wrong password (no account probing)', async () => {
    // CPU time of this process (scrypt's thread-pool work included), not wall time:
    // other processes on a busy machine do not move it.
    const time = async (payload: object) => {
      const start = process.cpuUsage();
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    await time({ username: 'nobody', password: 'x' }); // warms the decoy hash
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await time({ username: `nobody${i}`, password: 'wrong-password' }));
      wrong.push(await time({ username: OWNER.username, password: `wrong-password${i}` }));
    }
    const ratio = median(unknown) / median(wrong);
    // Both run scrypt (tens of ms); a shortcut for unknown users would be ~100x faster.
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
    // Same answer either way.
    expect((await login({ username: 'nobody', password: 'x' })).json()).toEqual(
      (await login({ username: OWNER.username, password: 'x' })).json(),
    );
  });
});

describe('secrets stay out of logs and responses', () => {
  it('never logs or returns a password, hash, session token or SMTP password', async () => {
    const signIn = await login(OWNER);
    function login(payload: object) {
      return logged.inject({ method: 'POST', url: '/api/auth/login', payload });
    }
    expect(signIn.statusCode).toBe(200);
    let session = sessionCookieFrom(signIn);
    const as = (options: InjectOptions) =>
      logged.inject({ ...options, headers: { cookie: session, ...options.headers } });
    const changed = await as({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: OWNER.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await login({ username: OWNER.username, password: NEW_PASSWORD });
    session = sessionCookieFrom(again);
    const mail = await as({
      method: 'PUT',
      url: '/api/settings/mail',
      payload: {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        username: 'mailer',
        password: SMTP_PASSWORD,
        from: 'office@acme.test',
      },
    });
    expect(mail.statusCode, mail.body).toBe(200);
    const sent = await as({
      method: 'POST',
      url: '/api/settings/mail/test',
      payload: { recipient: 'owner@acme.test' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // A failure path too: a bad body and an unknown id.
    await as({ method: 'POST', url: '/api/clients', payload: { password: 'x' } });
    await as({ method: 'GET', url: '/api/updates/00000000-0000-4000-8000-000000000000' });

    // Every GET route's answer, signed in.
    const responses: string[] = [signIn.body, again.body, changed.body, mail.body, sent.body];
    for (const route of logged.routeTable.filter(
      (r) => r.method === 'GET' && !r.url.includes(':'),
    )) {
      responses.push((await as({ method: 'GET', url: route.url })).body);
    }
    const user = await t.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    const hashPart = user.password_hash.split('$').at(-1)!;
    const sessionRows = await t.db.selectFrom('sessions').selectAll().execute();
    const secrets = [
      OWNER.password,
      NEW_PASSWORD,
      SMTP_PASSWORD,
      hashPart,
      session.split('=')[1]!,
      ...sessionRows.map((row) => String(Object.values(row)[0])),
    ];
    const logText = logLines.join('');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(logText.includes(secret), `log holds ${secret.slice(0, 6)}…`).toBe(false);
      for (const body of responses)
        expect(body.includes(secret), `response holds ${secret.slice(0, 6)}…`).toBe(false);
    }
    // The request carried the password; the SMTP server got it, nobody else.
    expect(smtp.messages.at(-1)!.auth?.password).toBe(SMTP_PASSWORD);
    // The change ended the other sessions: the rest of the file signs in anew.
    cookie = await t.signIn({ username: OWNER.username, password: NEW_PASSWORD });
  });
});

describe('request ids', () => {
  it('answers with a request id, keeps a sane incoming one and logs it on every line', async () => {
    const own = await logged.inject({ method: 'GET', url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await logged.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-abc.123' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-abc.123');
    const hostile = await logged.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': `x\u001b[31m${'y'.repeat(100)} "injected":1` },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const lines = logLines.map(
      (line) => JSON.parse(line) as { reqId?: string; req?: unknown; res?: unknown },
    );
    const requestLines = lines.filter((line) => line.req || line.res);
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(typeof line.reqId).toBe('string');
    expect(lines.filter((line) => line.reqId === 'proxy-abc.123').length).toBeGreaterThanOrEqual(2);
  });
});

describe('stored XSS in e-mail', () => {
  it('escapes every user text in the HTML part', async () => {
    await setTimeZone(t, cookie, 'UTC');
    const today = new Date().toISOString().slice(0, 10);
    await createUpdate(t, cookie, { projectId: project.id, note: `Note ${XSS}`, date: today }, [
      { filename: `${XSS}.png`, contentType: 'image/png', data: PNG_BYTES },
      { filename: `<script>alert(1)</script>.pdf`, data: '%PDF' },
    ]);
    await t.request(cookie, {
      method: 'PUT',
      url: '/api/settings/mail',
      payload: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'office@acme.test' },
    });
    const before = smtp.messages.length;
    const summary = await t.request(cookie, {
      method: 'POST',
      url: '/api/summaries/email',
      payload: {
        recipient: 'client@acme.test',
        period: 'daily',
        customMessage: `Hi ${XSS}`,
        subject: `S ${XSS}`,
      },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const updates = await t.request(cookie, {
      method: 'POST',
      url: '/api/send-email',
      payload: { recipient: 'client@acme.test', filterProject: 'all' },
    });
    expect(updates.statusCode, updates.body).toBe(200);
    await smtp.waitForMessage(before + 2);
    for (const message of smtp.messages.slice(before)) {
      expect(message.html).toContain('&lt;img src=x onerror=window.__xss=1&gt;');
      expect(message.html).not.toMatch(/<img[^>]*onerror|<script/i);
      expect(message.html, 'no tag with an event handler').not.toMatch(/<[a-z][^>]*\son\w+=/i);
    }
  });
});

describe('headers and cross-site requests', () => {
  it('sends a Content-Security-Policy without inline script, and the other security headers', async () => {
    for (const url of ['/api/health', '/api/auth/user', '/login']) {
      const response = await t.request(cookie, { method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      if (url === '/login') {
        const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
        expect(scriptSrc, url).toBe("'self'");
        expect(csp, url).toMatch(/default-src 'self'/);
        expect(csp, url).toMatch(/object-src 'none'/);
      } else {
        // A JSON answer opened on its own may load and run nothing at all (decision 254).
        expect(csp, url).toMatch(/^default-src 'none'/);
        expect(csp, url).not.toMatch(/script-src|object-src/);
      }
      expect(csp, url).toMatch(/frame-ancestors 'none'/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('refuses every state-changing route from another site, before it runs', async () => {
    const changing = logged.routeTable.filter((r) => r.method !== 'GET');
    expect(changing.length).toBeGreaterThan(20);
    for (const route of changing) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const headers of [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ]) {
        const response = await t.request(cookie, {
          method: route.method as 'POST',
          url,
          payload: {},
          headers,
        });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(
          403,
        );
      }
    }
  });
});
