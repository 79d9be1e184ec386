import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMailTo, startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(async () => {
  await t.close();
});

const put = (payload: unknown) =>
  t.request(cookie, { method: 'PUT', url: '/api/settings/locale', payload: payload as object });

describe('locale settings', () => {
  it('defaults to USD, the spec date format and the owner time zone', async () => {
    const response = await t.request(cookie, { method: 'GET', url: '/api/settings/locale' });
    expect(response.statusCode).toBe(200);
    const zone = await t.request(cookie, { method: 'GET', url: '/api/settings/time-zone' });
    expect(response.json()).toEqual({
      currency: 'USD',
      dateFormat: 'MMM d, yyyy',
      timeZone: zone.json().timeZone,
      units: 'metric',
    });
  });

  it('saves currency, date format and time zone (shared with the time zone setting)', async () => {
    const saved = await put({
      currency: 'eur',
      dateFormat: 'dd/MM/yyyy',
      timeZone: 'Europe/Berlin',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      currency: 'EUR',
      dateFormat: 'dd/MM/yyyy',
      timeZone: 'Europe/Berlin',
      units: 'metric',
    });
    const zone = await t.request(cookie, { method: 'GET', url: '/api/settings/time-zone' });
    expect(zone.json().timeZone).toBe('Europe/Berlin');

    // Leaving the time zone out keeps it; units likewise (decision 190).
    expect((await put({ currency: 'EUR', dateFormat: 'dd/MM/yyyy', units: 'us' })).json()).toEqual({
      currency: 'EUR',
      dateFormat: 'dd/MM/yyyy',
      timeZone: 'Europe/Berlin',
      units: 'us',
    });
    const kept = await put({ currency: 'JPY', dateFormat: 'yyyy-MM-dd' });
    expect(kept.json()).toEqual({
      currency: 'JPY',
      dateFormat: 'yyyy-MM-dd',
      timeZone: 'Europe/Berlin',
      units: 'us',
    });
    const read = await t.request(cookie, { method: 'GET', url: '/api/settings/locale' });
    expect(read.json()).toEqual(kept.json());
  });

  it('refuses unknown currencies, formats and zones with 400 naming the field', async () => {
    const before = (await t.request(cookie, { method: 'GET', url: '/api/settings/locale' })).json();
    for (const [payload, field] of [
      [{ currency: 'EURO', dateFormat: 'yyyy-MM-dd' }, 'currency'],
      [{ currency: 'XYZ', dateFormat: 'yyyy-MM-dd' }, 'currency'],
      [{ currency: '', dateFormat: 'yyyy-MM-dd' }, 'currency'],
      [{ dateFormat: 'yyyy-MM-dd' }, 'currency'],
      [{ currency: 'USD', dateFormat: 'DD.MM.YYYY' }, 'dateFormat'],
      [{ currency: 'USD', dateFormat: 'yyyy-MM-dd', timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ currency: 'USD', dateFormat: 'yyyy-MM-dd', units: 'imperial' }, 'units'],
    ] as const) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const after = (await t.request(cookie, { method: 'GET', url: '/api/settings/locale' })).json();
    expect(after).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/settings/locale' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request(null, { method: 'PUT', url: '/api/settings/locale', payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('writes e-mail dates in the chosen format', async () => {
    let smtp: MailCatcher | null = null;
    try {
      smtp = await startMailCatcher();
      await sendMailTo(t, cookie, smtp);
      expect(
        (await put({ currency: 'EUR', dateFormat: 'd MMM yyyy', timeZone: 'UTC' })).statusCode,
      ).toBe(200);
      const project = await seedProject(t.db, { name: 'Locale Mews' });
      const today = new Date().toISOString().slice(0, 10);
      await seedUpdate(t.db, { projectId: project.id, date: today, note: 'Plaster dry.' });
      const sent = await t.request(cookie, {
        method: 'POST',
        url: '/api/summaries/email',
        payload: { recipient: 'client@example.com', period: 'daily' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const mail = await smtp.waitForMessage(1);
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      const monthName = new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-US', {
        month: 'short',
        timeZone: 'UTC',
      });
      expect(mail.text).toContain(`Daily summary: ${day} ${monthName} ${year}`);
    } finally {
      await smtp?.close();
    }
  });
});
