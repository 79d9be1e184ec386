import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Question, UnreadQuestions } from '../../src/core/schemas/portal.js';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { askQuestion, createLink, tokenOf } from './helpers/portal.js';
import { seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// Client questions (issue 16): stored on the project, an unread count for the badge,
// e-mailed to the business, at most 5 per link in any hour (counted in the database).

let t: TestApp;
let cookie: string;
let mail: MailCatcher;
let projectId: string;
let otherProjectId: string;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, MAIL_FROM: 'sitebook@example.com' },
  });
  cookie = await t.signIn();
  projectId = (await seedProject(t.db, { name: 'Cedar Deck' })).id;
  otherProjectId = (await seedProject(t.db, { name: 'Oak Porch' })).id;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
afterEach(() => vi.useRealTimers());

const unread = async () =>
  (
    await t.request(cookie, { method: 'GET', url: '/api/questions/unread-count' })
  ).json<UnreadQuestions>();
const questionsOf = async (id: string) =>
  (await t.request(cookie, { method: 'GET', url: `/api/projects/${id}/questions` })).json<
    Question[]
  >();

describe(`client questions (${testDialect})`, () => {
  it('are e-mailed to the business, counted as unread and can be marked read', async () => {
    await t.request(cookie, {
      method: 'PUT',
      url: '/api/settings/business-profile',
      payload: { name: 'Cedar Co', address: '', email: 'owner@cedar.example', phone: '' },
    });
    const link = await createLink(t, cookie, projectId, { label: 'Sam (phone)' });
    const mailsBefore = mail.messages.length;
    const unreadBefore = (await unread()).count;
    const asked = await askQuestion(t, tokenOf(link.url), {
      name: 'Sam <script>',
      message: 'Can we <b>move</b> the deck stairs?\nThanks',
      email: 'sam@example.com',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({ message: expect.any(String) });

    const message = await mail.waitForMessage(mailsBefore + 1);
    expect(message.to).toEqual(['owner@cedar.example']);
    expect(message.subject).toBe('Question about Cedar Deck from Sam <script>');
    expect(message.text).toContain('Can we <b>move</b> the deck stairs?');
    expect(message.text).toContain('sam@example.com');
    expect(message.html).toContain('Can we &lt;b&gt;move&lt;/b&gt; the deck stairs?');
    expect(message.html).not.toContain('<script>');

    const badge = await unread();
    expect(badge.count).toBe(unreadBefore + 1);
    expect(badge.projects).toContainEqual({ projectId, count: 1 });
    const [question] = await questionsOf(projectId);
    expect(question).toMatchObject({ linkId: link.id, linkLabel: 'Sam (phone)', read: false });
    const marked = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/questions/${question!.id}`,
      payload: { read: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: question!.id, read: true });
    expect((await unread()).count).toBe(unreadBefore);
    expect((await unread()).projects.find((p) => p.projectId === projectId)).toBeUndefined();
    const again = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/questions/${question!.id}`,
      payload: { read: false },
    });
    expect(again.json()).toMatchObject({ read: false });
    expect((await unread()).count).toBe(unreadBefore + 1);
  });

  it('allows 5 per link in an hour, then 429 with a clear message, per link, until the hour passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-01T10:00:00Z'));
    const link = await createLink(t, cookie, otherProjectId, { expiresAt: null });
    const token = tokenOf(link.url);
    for (let i = 1; i <= 5; i++) {
      vi.setSystemTime(new Date(`2026-09-01T10:0${i}:00Z`));
      const response = await askQuestion(t, token, { name: 'Pat', message: `Question ${i}` });
      expect(response.statusCode, `question ${i}`).toBe(201);
    }
    vi.setSystemTime(new Date('2026-09-01T10:30:00Z'));
    const limited = await askQuestion(t, token, { name: 'Pat', message: 'Question 6' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toBe(
      'You have sent 5 questions in the last hour. Please try again in 31 minutes, or call us if it is urgent.',
    );
    // The first question (10:01) leaves the hour at 11:01.
    expect(limited.headers['retry-after']).toBe(String(31 * 60));
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(await questionsOf(otherProjectId)).toHaveLength(5);

    // Another link of the same project is not limited by this one.
    const other = await createLink(t, cookie, otherProjectId, { expiresAt: null });
    expect(
      (await askQuestion(t, tokenOf(other.url), { name: 'Lee', message: 'Mine' })).statusCode,
    ).toBe(201);

    vi.setSystemTime(new Date('2026-09-01T11:01:30Z'));
    expect((await askQuestion(t, token, { name: 'Pat', message: 'Question 7' })).statusCode).toBe(
      201,
    );
    expect((await askQuestion(t, token, { name: 'Pat', message: 'Question 8' })).statusCode).toBe(
      429,
    );
  });

  it('holds the limit when questions arrive at once', async () => {
    const link = await createLink(t, cookie, otherProjectId);
    const token = tokenOf(link.url);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        askQuestion(t, token, { name: 'Q', message: `At once ${i}` }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(25);
  });

  it('answers 404 for unknown questions and projects', async () => {
    const patch = await t.request(cookie, {
      method: 'PATCH',
      url: '/api/questions/00000000-0000-4000-8000-000000000000',
      payload: { read: true },
    });
    expect(patch.statusCode).toBe(404);
    const list = await t.request(cookie, {
      method: 'GET',
      url: '/api/projects/00000000-0000-4000-8000-000000000000/questions',
    });
    expect(list.statusCode).toBe(404);
  });
});
