import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '../../src/core/dates.js';
import { newId, nowIso } from '../../src/server/lib/ids.js';
import { setSetting } from '../../src/server/settings/settings.js';
import { sendMailTo, startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp, setTimeZone } from './helpers/test-app.js';

let smtp: MailCatcher;
let t: TestApp;
let cookie: string;

// Two test apps alive at once collide on PostgreSQL (the migrator finds the
// other schema's lock table), so each describe block owns its app in turn.
beforeAll(async () => {
  smtp = await startMailCatcher();
});
afterAll(() => smtp.close());

describe('with an SMTP server in Settings', () => {
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signIn();
    await sendMailTo(t, cookie, smtp);
    await setTimeZone(t, cookie, 'UTC');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    smtp.messages.length = 0;
    await t.db.deleteFrom('updates').execute();
    await setSetting(t.db, 'sharing', { enabled: true, allUpdates: true });
  });

  const post = (url: string, payload: object) =>
    t.request(cookie, { method: 'POST', url, payload });
  const today = () => dateInTimeZone(new Date(), 'UTC');

  // Positions as an upload gives them: files are listed in upload order.
  let nextPosition = 0;
  async function seedFile(updateId: string, name: string, contentType: string) {
    const id = newId();
    await t.db
      .insertInto('update_files')
      .values({
        id,
        update_id: updateId,
        name,
        size: 10,
        content_type: contentType,
        storage_key: `test/${id}`,
        position: nextPosition++,
        created_at: nowIso(),
      })
      .execute();
    return id;
  }

  describe('POST /api/summaries/email', () => {
    it('sends the weekly summary as HTML and text with every user text escaped', async () => {
      const project = await seedProject(t.db, { name: 'Maple <b>St</b>' });
      const update = await seedUpdate(t.db, {
        projectId: project.id,
        note: '<script>alert("x")</script> & done\nsecond line',
        date: addDays(today(), -3),
      });
      await seedUpdate(t.db, {
        projectId: project.id,
        note: 'Too old',
        date: addDays(today(), -8),
      });
      const photoId = await seedFile(update.id, 'deck<1>.png', 'image/png');
      await seedFile(update.id, 'plans.pdf', 'application/pdf');

      const response = await post('/api/summaries/email', {
        recipient: 'client@example.com',
        subject: 'Week 47 – Résumé',
        customMessage: 'Hi <img src=x onerror=alert(1)>,\nsee below.',
        period: 'weekly',
      });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await smtp.waitForMessage(1);
      expect(mail.to).toEqual(['client@example.com']);
      expect(mail.from).toBe('office@acme.test');
      expect(mail.subject).toBe('Week 47 – Résumé');

      expect(mail.html).toContain('Weekly Project Update Summary');
      expect(mail.html).toContain('1 update included');
      expect(mail.html).toContain('Maple &lt;b&gt;St&lt;/b&gt;');
      expect(mail.html).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; done<br>second line',
      );
      expect(mail.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,<br>see below.');
      expect(mail.html).not.toMatch(/<script|<img|<b>St/);
      expect(mail.html).not.toContain('Too old');
      expect(mail.html).toContain(`href="http://localhost:80/api/public/files/${photoId}"`);
      expect(mail.html).toContain('deck&lt;1&gt;.png</a>, plans.pdf');

      expect(mail.text).toContain('Maple <b>St</b>');
      expect(mail.text).toContain('<script>alert("x")</script> & done second line');
      expect(mail.text).toContain('Hi <img src=x onerror=alert(1)>,\nsee below.');
      expect(mail.text).toContain('Files: deck<1>.png <http://localhost:80/api/public/files/');
    });

    it('uses the period as the default subject and lists photos by name when sharing is off', async () => {
      const project = await seedProject(t.db, { name: 'Oak' });
      const update = await seedUpdate(t.db, {
        projectId: project.id,
        note: 'Today',
        date: today(),
      });
      await seedFile(update.id, 'site.jpg', 'image/jpeg');
      await setSetting(t.db, 'sharing', { enabled: false, allUpdates: true });

      const response = await post('/api/summaries/email', {
        recipient: 'a@example.com',
        subject: '',
      });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await smtp.waitForMessage(1);
      expect(mail.subject).toBe('Daily Project Update Summary');
      expect(mail.html).toContain('Files: site.jpg');
      expect(mail.html).not.toContain('/api/public/files/');
    });

    it('refuses header injection and invalid recipients with 400', async () => {
      for (const payload of [
        { recipient: 'a@example.com\r\nBcc: victim@example.com' },
        { recipient: 'a@example.com', subject: 'Hi\r\nBcc: victim@example.com' },
        { recipient: 'a@example.com', subject: 'Hi\nX-Evil: 1' },
        { recipient: 'not-an-address' },
        { recipient: '' },
        { recipient: 'a@example.com', period: 'monthly' },
      ]) {
        const response = await post('/api/summaries/email', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const injected = await post('/api/summaries/email', {
        recipient: 'a@example.com',
        subject: 'Hi\r\nBcc: victim@example.com',
      });
      expect(injected.json().message).toMatch(/subject: Subject must not contain line breaks/);
      expect(smtp.messages).toHaveLength(0);
    });
  });

  describe('POST /api/send-email', () => {
    it('sends the updates of one project, newest first, with the default subject', async () => {
      const maple = await seedProject(t.db, { name: 'Maple' });
      const oak = await seedProject(t.db, { name: 'Oak & Sons' });
      await seedUpdate(t.db, {
        projectId: oak.id,
        note: 'Older <i>oak</i> note',
        date: '2026-01-02',
      });
      await seedUpdate(t.db, { projectId: oak.id, note: 'Newer oak note', date: '2026-01-05' });
      await seedUpdate(t.db, { projectId: maple.id, note: 'Maple note', date: '2026-01-04' });

      const response = await post('/api/send-email', {
        recipient: 'boss@example.com',
        subject: '',
        filterProject: 'Oak & Sons',
      });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await smtp.waitForMessage(1);
      expect(mail.to).toEqual(['boss@example.com']);
      expect(mail.subject).toBe('Project Updates - owner');
      expect(mail.html).toContain('Project: Oak &amp; Sons');
      expect(mail.html).toContain('<strong>Oak &amp; Sons</strong>');
      expect(mail.html).toContain('Older &lt;i&gt;oak&lt;/i&gt; note');
      expect(mail.html.indexOf('Newer oak note')).toBeLessThan(mail.html.indexOf('Older'));
      expect(mail.html).not.toContain('Maple note');
      expect(mail.text).toContain('- Oak & Sons (Jan 5, 2026): Newer oak note');
    });

    it('sends every project for "all" and refuses an unknown project', async () => {
      const maple = await seedProject(t.db, { name: 'Maple' });
      await seedUpdate(t.db, { projectId: maple.id, note: 'Maple note' });
      const response = await post('/api/send-email', {
        recipient: 'boss@example.com',
        subject: 'All of it',
        filterProject: 'all',
      });
      expect(response.statusCode).toBe(200);
      expect((await smtp.waitForMessage(1)).text).toContain('All projects');

      const unknown = await post('/api/send-email', {
        recipient: 'boss@example.com',
        filterProject: 'Nope',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(
        'filterProject: there are no updates for the project "Nope"',
      );
      const injected = await post('/api/send-email', { recipient: 'a@b.test\nBcc: c@d.test' });
      expect(injected.statusCode).toBe(400);
    });
  });
});

describe('without a mail server', () => {
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it('answers 503 saying how to configure one', async () => {
    const bare = await createTestApp();
    try {
      const session = await bare.signIn();
      await seedUpdate(bare.db);
      for (const [url, payload] of [
        ['/api/summaries/email', { recipient: 'a@example.com', period: 'daily' }],
        ['/api/send-email', { recipient: 'a@example.com', filterProject: 'all' }],
      ] as const) {
        const response = await bare.request(session, { method: 'POST', url, payload });
        expect(response.statusCode).toBe(503);
        expect(response.json().message).toMatch(
          /Settings → E-mail \(SMTP\).*SMTP_URL and MAIL_FROM/,
        );
      }
    } finally {
      await bare.close();
    }
  });

  it('answers 502 when the configured server cannot be reached', async () => {
    const closed = await startMailCatcher();
    await closed.close();
    const app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${closed.port}` } });
    try {
      const session = await app.signIn();
      const response = await app.request(session, {
        method: 'POST',
        url: '/api/summaries/email',
        payload: { recipient: 'a@example.com' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/Could not reach the mail server/);
    } finally {
      await app.close();
    }
  });

  it('falls back to SMTP_URL and MAIL_FROM from the environment', async () => {
    const app = await createTestApp({
      env: { SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, MAIL_FROM: 'env@acme.test' },
    });
    try {
      const session = await app.signIn();
      const response = await app.request(session, {
        method: 'POST',
        url: '/api/summaries/email',
        payload: { recipient: 'a@example.com', period: 'weekly' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await smtp.waitForMessage(1);
      expect(mail.from).toBe('env@acme.test');
      expect(mail.auth).toEqual({ username: 'mailer', password: 's3cret' });
      expect(mail.text).toContain('No project updates in the last 7 days.');
    } finally {
      await app.close();
    }
  });
});
