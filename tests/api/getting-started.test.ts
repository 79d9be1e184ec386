import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GettingStarted } from '../../src/core/schemas/getting-started.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { seedClient } from './helpers/seed.js';
import { addPerson } from './helpers/team.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';

// The getting-started checklist (issue 18, decision 181): every step is read from the
// data, only the dismissal is stored; the owner's alone.

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
});
afterAll(() => t.close());

const read = async (cookie = owner) => {
  const response = await t.request(cookie, { method: 'GET', url: '/api/getting-started' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GettingStarted>();
};
const done = async () =>
  Object.fromEntries((await read()).steps.map((step) => [step.key, step.done]));
const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const response = await t.request(owner, { method, url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const today = () => new Date().toISOString().slice(0, 10);

describe('getting started', () => {
  it('a new account has every step open, in order, and the card not dismissed', async () => {
    expect(await read()).toEqual({
      steps: [
        { key: 'businessProfile', done: false },
        { key: 'client', done: false },
        { key: 'project', done: false },
        { key: 'photoUpdate', done: false },
        { key: 'email', done: false },
        { key: 'clientInvite', done: false },
      ],
      dismissed: false,
    });
  });

  it('the business profile ticks once it has a name and a way to reach the business', async () => {
    const profile = { name: 'Keller Construction', address: '', email: '', phone: '' };
    await call('PUT', '/api/settings/business-profile', profile);
    expect((await done()).businessProfile).toBe(false);
    await call('PUT', '/api/settings/business-profile', { ...profile, phone: '555-0143' });
    expect((await done()).businessProfile).toBe(true);
  });

  it('a vendor is not a client; a client contact ticks the client step', async () => {
    await seedClient(t.db, { name: 'Lumber Yard', type: 'Vendor' });
    expect((await done()).client).toBe(false);
    await call('POST', '/api/clients', {
      name: 'Dana Client',
      email: 'dana@example.com',
      phone: '555-0100',
      type: 'Client',
    });
    expect(await done()).toMatchObject({ client: true, project: false });
  });

  it('a project ticks the project step; an update ticks its step only with a photo', async () => {
    const clients = await (await t.request(owner, { method: 'GET', url: '/api/clients' })).json();
    const client = clients.find((c: { type: string }) => c.type === 'Client');
    const project = await call('POST', '/api/projects', { name: 'Maple', clientId: client.id });
    expect((await done()).project).toBe(true);

    await createUpdate(t, owner, { projectId: project.id, note: 'No photo', date: today() });
    expect((await done()).photoUpdate).toBe(false);
    await createUpdate(t, owner, { projectId: project.id, note: 'Footing', date: today() }, [
      { filename: 'footing.png', contentType: 'image/png', data: PNG_BYTES },
    ]);
    expect((await done()).photoUpdate).toBe(true);

    expect((await done()).clientInvite).toBe(false);
    await call('POST', `/api/projects/${project.id}/portal-links`, { label: 'Dana' });
    expect((await done()).clientInvite).toBe(true);
  });

  it('e-mail ticks when SMTP is saved in Settings', async () => {
    expect((await done()).email).toBe(false);
    await call('PUT', '/api/settings/mail', {
      host: '127.0.0.1',
      port: 2525,
      secure: false,
      username: '',
      from: 'office@example.com',
    });
    expect(await done()).toEqual({
      businessProfile: true,
      client: true,
      project: true,
      photoUpdate: true,
      email: true,
      clientInvite: true,
    });
  });

  it('e-mail also counts as set up when the server has SMTP_URL', async () => {
    const other = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const cookie = await other.signIn();
      const response = await other.request(cookie, { method: 'GET', url: '/api/getting-started' });
      const steps = response.json<GettingStarted>().steps;
      expect(steps.find((step) => step.key === 'email')?.done).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('dismissing is stored for every session of the owner, and can be undone', async () => {
    const dismissed = await call('PUT', '/api/settings/getting-started', { dismissed: true });
    expect(dismissed.dismissed).toBe(true);
    // Another device: a new session reads the same setting.
    expect((await read(await t.signIn())).dismissed).toBe(true);
    await call('PUT', '/api/settings/getting-started', { dismissed: false });
    expect((await read()).dismissed).toBe(false);
  });

  it('is the owner’s: office and field users get 403, a visitor 401', async () => {
    const office = await addPerson(t, owner, { username: 'olivia', role: 'office' });
    const field = await addPerson(t, owner, { username: 'fred', role: 'field' });
    for (const cookie of [office.cookie, field.cookie]) {
      const get = await t.request(cookie, { method: 'GET', url: '/api/getting-started' });
      expect(get.statusCode).toBe(403);
      const put = await t.request(cookie, {
        method: 'PUT',
        url: '/api/settings/getting-started',
        payload: { dismissed: true },
      });
      expect(put.statusCode).toBe(403);
    }
    const anon = await t.request(null, { method: 'GET', url: '/api/getting-started' });
    expect(anon.statusCode).toBe(401);
    expect((await read()).dismissed).toBe(false);
  });

  it('refuses a body without a boolean', async () => {
    const response = await t.request(owner, {
      method: 'PUT',
      url: '/api/settings/getting-started',
      payload: { dismissed: 'yes' },
    });
    expect(response.statusCode).toBe(400);
  });
});
