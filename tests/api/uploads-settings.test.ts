import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const get = () => t.request(cookie, { method: 'GET', url: '/api/settings/uploads' });
const put = (payload: unknown) =>
  t.request(cookie, { method: 'PUT', url: '/api/settings/uploads', payload: payload as object });

describe('/api/settings/uploads', () => {
  it('defaults to 2560 px on the long side', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ maxPhotoPx: 2560 });
  });

  it('saves a new limit, and 0 to keep originals', async () => {
    const saved = await put({ maxPhotoPx: 1600 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ maxPhotoPx: 1600 });
    expect((await get()).json()).toEqual({ maxPhotoPx: 1600 });
    expect((await put({ maxPhotoPx: 0 })).json()).toEqual({ maxPhotoPx: 0 });
    expect((await get()).json()).toEqual({ maxPhotoPx: 0 });
  });

  it('refuses limits that are not whole pixels in range, naming the field', async () => {
    for (const maxPhotoPx of [-1, 100, 20001, 1200.5, '2560', null]) {
      const response = await put({ maxPhotoPx });
      expect(response.statusCode, JSON.stringify(maxPhotoPx)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^maxPhotoPx: /);
    }
    expect((await get()).json()).toEqual({ maxPhotoPx: 0 });
  });

  it('needs a session', async () => {
    expect(
      (await t.request(null, { method: 'GET', url: '/api/settings/uploads' })).statusCode,
    ).toBe(401);
    const response = await t.request(null, {
      method: 'PUT',
      url: '/api/settings/uploads',
      payload: { maxPhotoPx: 1000 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/uploads/limits', () => {
  it('tells the browser the largest file and the most files the server takes', async () => {
    const response = await t.request(cookie, { method: 'GET', url: '/api/uploads/limits' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ maxFileBytes: 25 * 1024 * 1024, maxFiles: 20 });
    expect((await t.request(null, { method: 'GET', url: '/api/uploads/limits' })).statusCode).toBe(
      401,
    );
  });
});
