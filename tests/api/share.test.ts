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
