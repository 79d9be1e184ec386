import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const get = () => t.request(cookie, { method: 'GET', url: '/api/settings/business-profile' });
const put = (payload: Record<string, unknown>) =>
  t.request(cookie, { method: 'PUT', url: '/api/settings/business-profile', payload });

describe('business profile', () => {
  it('is empty until the owner fills it in', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: '', address: '', email: '', phone: '' });
  });

  it('stores the issuer details printed on invoices, trimmed', async () => {
    const profile = {
      name: '  Keller Engineering & Construction ',
      address: '14 Mill Road\nSpringfield, IL 62701',
      email: 'office@keller.example',
      phone: '(217) 555-0143',
    };
    const saved = await put(profile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get()).json()).toEqual({ ...profile, name: 'Keller Engineering & Construction' });
  });

  it('clears a field sent blank or null', async () => {
    await put({ name: 'Keller', address: 'x', email: '', phone: '1' });
    await put({ name: 'Keller', address: null, email: '', phone: '   ' });
    expect((await get()).json()).toEqual({ name: 'Keller', address: '', email: '', phone: '' });
  });

  it('refuses a malformed e-mail, naming the field', async () => {
    const response = await put({ name: 'Keller', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^email: /);
  });

  it('requires a session', async () => {
    expect(
      (await t.request(null, { method: 'GET', url: '/api/settings/business-profile' })).statusCode,
    ).toBe(401);
  });
});
