import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const post = (body: string, contentType = 'application/json') =>
  t.request(cookie, {
    method: 'POST',
    url: '/api/auth/change-password',
    payload: body,
    headers: { 'content-type': contentType },
  });

describe('error responses', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const response = await post('{"currentPassword": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('names the field with the wrong type', async () => {
    const response = await post(
      JSON.stringify({ currentPassword: 12, newPassword: 'long-enough' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^currentPassword: /);
    expect(response.json().issues[0].path).toBe('currentPassword');
  });

  it('answers a body that is not an object with 400', async () => {
    for (const body of ['null', '[]', '"text"', '42']) {
      const response = await post(body);
      expect(response.statusCode, body).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('<password>x</password>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBeTruthy();
  });

  it('answers an oversized body with 413', async () => {
    const response = await post(
      JSON.stringify({ currentPassword: 'x'.repeat(2 * 1024 * 1024), newPassword: 'y' }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large.');
  });

  it('reports health without secrets', async () => {
    const response = await t.request(null, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
