import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUpdate, Update } from '../../src/core/schemas/update.js';
import { seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { createUpdate } from './helpers/uploads.js';

let t: TestApp;
let cookie: string;
let shared: Update;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  const project = await seedProject(t.db, { name: 'Cedar Court', address: '4 Cedar Court' });
  shared = await createUpdate(
    t,
    cookie,
    {
      projectId: project.id,
      project: project.name,
      note: '<b>Roof</b> sheathing done',
      date: '2026-06-10',
      checklist: JSON.stringify([{ text: 'Nails', completed: true }]),
    },
    [
      { filename: 'roof.png', contentType: 'image/png', data: PNG_BYTES },
      { filename: 'invoice.pdf', contentType: 'application/pdf', data: '%PDF' },
    ],
  );
  await seedUpdate(t.db, { projectId: project.id, date: '2026-07-01', note: 'July work' });
});
afterAll(() => t.close());

const get = (url: string, withCookie: string | null = null) =>
  t.request(withCookie, { method: 'GET', url });
const setSharing = (enabled: boolean, allUpdates: boolean) =>
  t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/sharing',
    payload: { enabled, allUpdates },
  });

describe('public updates', () => {
  it('lists only the public fields to a signed-out visitor, within a month', async () => {
    const response = await get('/api/public/updates?from=2026-06-01&to=2026-06-30');
    expect(response.statusCode).toBe(200);
    const updates = response.json<PublicUpdate[]>();
    expect(updates).toHaveLength(1);
    const [update] = updates;
    expect(Object.keys(update!).sort()).toEqual(
      ['checklist', 'date', 'files', 'id', 'note', 'photos', 'project', 'projectAddress'].sort(),
    );
    expect(update).toEqual({
      id: shared.id,
      date: '2026-06-10',
      project: 'Cedar Court',
      projectAddress: '4 Cedar Court',
      note: '<b>Roof</b> sheathing done',
      checklist: JSON.stringify([{ text: 'Nails', completed: true }]),
      files: ['roof.png', 'invoice.pdf'],
      photos: [{ id: shared.attachments[0]!.id, name: 'roof.png' }],
    });
    const all = await get('/api/public/updates');
    expect(all.json<PublicUpdate[]>().map((u) => u.date)).toEqual(['2026-07-01', '2026-06-10']);
  });

  it('serves one update and its photos, but not its other files', async () => {
    const one = await get(`/api/public/updates/${shared.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<PublicUpdate>().id).toBe(shared.id);
    expect((await get('/api/public/updates/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    // A malformed id on a public link is a link that leads nowhere, not a bad request.
    const malformed = await get('/api/public/updates/does-not-exist');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: 'This link is not available.' });
    expect((await get('/api/public/files/does-not-exist')).statusCode).toBe(404);

    const photo = await get(`/api/public/files/${shared.attachments[0]!.id}`);
    expect(photo.statusCode).toBe(200);
    // The screen rendition, never the original (decision 201).
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['content-disposition']).toMatch(/^inline;/);
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    const pdf = await get(`/api/public/files/${shared.attachments[1]!.id}`);
    expect(pdf.statusCode).toBe(404);
  });

  it('turns the all-updates page off while single links keep working', async () => {
    expect((await setSharing(true, false)).statusCode).toBe(200);
    const list = await get('/api/public/updates');
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('This share link is not available.');
    expect((await get(`/api/public/updates/${shared.id}`)).statusCode).toBe(200);
    expect((await get(`/api/public/files/${shared.attachments[0]!.id}`)).statusCode).toBe(200);

    expect((await setSharing(false, false)).statusCode).toBe(200);
    expect((await get('/api/public/updates')).statusCode).toBe(404);
    expect((await get(`/api/public/updates/${shared.id}`)).statusCode).toBe(404);
    expect((await get(`/api/public/files/${shared.attachments[0]!.id}`)).statusCode).toBe(404);

    await setSharing(true, true);
    expect((await get('/api/public/updates')).statusCode).toBe(200);
  });

  it('keeps the sharing settings for the signed-in owner only, validated', async () => {
    expect((await get('/api/settings/sharing')).statusCode).toBe(401);
    const read = await get('/api/settings/sharing', cookie);
    expect(read.json()).toEqual({ enabled: true, allUpdates: true });
    const bad = await t.request(cookie, {
      method: 'PUT',
      url: '/api/settings/sharing',
      payload: { enabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('rejects a reversed or too long date range', async () => {
    expect((await get('/api/public/updates?from=2026-06-30&to=2026-06-01')).statusCode).toBe(400);
    expect((await get('/api/public/updates?from=2020-01-01&to=2026-06-01')).statusCode).toBe(400);
  });
});

describe('the share page the server writes (decision 222)', () => {
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    return response;
  };

  it('shows the chosen day of the month, built from the public shape only, as text', async () => {
    const response = await page('/share/daily?day=2026-06-10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    // A document: the same policy as the app's pages, no script but our own files.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const body = response.body;
    expect(body).toContain('Updates for June 10, 2026');
    // The update's markup is text; its photo is a rendition; the other file only a name.
    expect(body).toContain('&lt;b&gt;Roof&lt;/b&gt; sheathing done');
    expect(body).not.toContain('<b>Roof</b>');
    const photoId = shared.attachments[0]!.id;
    expect(body).toContain(`src="/api/public/files/${photoId}?size=thumb"`);
    expect(body).toContain('invoice.pdf');
    expect(body).not.toContain(shared.attachments[1]!.id);
    // Nothing a visitor is not shown: no update, project or client id, no e-mail.
    expect(body).not.toContain(shared.id);
    expect(body).not.toContain(shared.projectId);
    expect(body).not.toMatch(/@example\.com/);
    // The month's calendar: 42 days, June 10 chosen, the days with updates marked.
    const days = [...body.matchAll(/<button[^>]*name="day"[^>]*>/g)].map((m) => m[0]);
    expect(days).toHaveLength(42);
    const june10 = days.find((tag) => tag.includes('value="2026-06-10"'))!;
    expect(june10).toMatch(/class="[^"]*\bis-selected\b/);
    expect(june10).toMatch(/class="[^"]*\bhas-updates\b/);
    expect(june10).toContain('aria-pressed="true"');
    expect(june10).toContain('aria-label="June 10, 2026, has updates"');
    expect(days.filter((tag) => tag.includes('aria-pressed="true"'))).toHaveLength(1);
    expect(body).not.toContain('July work');
  });

  it('shows another month with a day outside it, and ignores what is not a date', async () => {
    const july = await page('/share/daily?month=2026-07&day=2026-06-10');
    expect(july.body).toContain('aria-label="July 2026"');
    expect(july.body).toContain('aria-label="July 1, 2026, has updates"');
    // The chosen day is outside July's grid: its updates are still listed.
    expect(july.body).toContain('&lt;b&gt;Roof&lt;/b&gt; sheathing done');
    const nonsense = await page('/share/daily?day=2026-02-31&month=13-99');
    expect(nonsense.statusCode).toBe(200);
    expect(nonsense.body).toMatch(/Updates for \w+ \d{1,2}, \d{4}/);
    for (const query of ['day=9999-12-31', 'month=9999-12', 'day=a&day=b', 'month=1&month=2']) {
      const odd = await page(`/share/daily?${query}`);
      expect(odd.statusCode, query).toBe(200);
      expect(odd.headers['content-type'], query).toMatch(/^text\/html/);
      expect(odd.body, query).toMatch(/Updates for \w+ \d{1,2}, \d{4}/);
    }
    expect((await page('/share')).statusCode).toBe(200);
    expect((await page('/share/anything-else')).statusCode).toBe(200);
  });

  it('a single-update link opens on its day and lists only that update', async () => {
    const response = await page(`/share/update/${shared.id}?day=2026-07-01`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Updates for July 1, 2026');
    expect(response.body.match(/<article/g)).toHaveLength(1);
    expect(response.body).not.toContain('July work');
    expect(response.body).toContain(`action="/share/update/${shared.id}"`);
    const missing = await page('/share/update/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This update is not available');
  });

  it('says a link is off when sharing is off, with nothing of the updates', async () => {
    await setSharing(true, false);
    try {
      const daily = await page('/share/daily?day=2026-06-10');
      expect(daily.statusCode).toBe(404);
      expect(daily.body).toContain('This link is not available');
      expect(daily.body).not.toContain('Roof');
      expect((await page(`/share/update/${shared.id}`)).statusCode).toBe(200);
      await setSharing(false, false);
      const single = await page(`/share/update/${shared.id}`);
      expect(single.statusCode).toBe(404);
      expect(single.body).not.toContain('Roof');
    } finally {
      await setSharing(true, true);
    }
  });
});
