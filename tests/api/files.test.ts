import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '../../src/core/schemas/update.js';
import { seedProject } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { createUpdate } from './helpers/uploads.js';

let t: TestApp;
let cookie: string;
let update: Update;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  const project = await seedProject(t.db);
  update = await createUpdate(
    t,
    cookie,
    { projectId: project.id, project: project.name, note: 'Files day', date: '2026-05-01' },
    [
      { filename: 'site photo.png', contentType: 'image/png', data: PNG_BYTES },
      { filename: 'Überprüfung final 100%.pdf', contentType: 'application/pdf', data: '%PDF' },
      { filename: 'page.html', contentType: 'text/html', data: '<script>alert(1)</script>' },
      { filename: 'fake.png', contentType: 'image/png', data: '<html><script>x()</script>' },
      { filename: 'logo.svg', contentType: 'image/svg+xml', data: '<svg onload="x()"/>' },
    ],
  );
});
afterAll(() => t.close());

const attachment = (name: string) => update.attachments.find((a) => a.name === name)!;
const download = (id: string, withCookie: string | null = cookie) =>
  t.request(withCookie, { method: 'GET', url: `/api/files/${id}` });

describe('GET /api/files/{id}', () => {
  it('needs a session', async () => {
    const response = await download(attachment('site photo.png').id, null);
    expect(response.statusCode).toBe(401);
  });

  it('shows a real image inline with its type and nosniff', async () => {
    const response = await download(attachment('site photo.png').id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="site photo.png"; filename*=UTF-8''site%20photo.png`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('sends other types as a download under the original name (RFC 5987)', async () => {
    const response = await download(attachment('Überprüfung final 100%.pdf').id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_berpr_fung final 100_.pdf"; filename*=UTF-8''%C3%9Cberpr%C3%BCfung%20final%20100%25.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('%PDF');
  });

  it('never serves HTML, SVG or a fake image inline', async () => {
    for (const name of ['page.html', 'fake.png', 'logo.svg']) {
      const response = await download(attachment(name).id);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-disposition'], name).toMatch(/^attachment;/);
      expect(response.headers['content-type'], name).toBe('application/octet-stream');
      expect(response.headers['content-security-policy'], name).toContain('sandbox');
    }
    expect(attachment('fake.png').contentType).toBe('application/octet-stream');
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download('not-an-id')).statusCode).toBe(400);
  });
});
