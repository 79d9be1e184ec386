import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/dates.js';
import { zonedInstant } from '../../src/core/dates.js';
import type { MailLogPage } from '../../src/core/schemas/schedule.js';
import {
  createScheduler,
  MAX_ATTEMPTS,
  type Scheduler,
} from '../../src/server/features/schedules/scheduler.js';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { seedClient, seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp, setTimeZone } from './helpers/test-app.js';

// The scheduler is driven with a fake clock: tick(now). Schedules are saved
// "now" (real time), so every fake instant lies a few days ahead of it.
const DAY = addDays(new Date().toISOString().slice(0, 10), 3);
const ZONE = 'America/New_York';
const at = (date: string, time: string, zone = ZONE) => zonedInstant(date, time, zone);
const minutes = (base: Date, n: number) => new Date(base.getTime() + n * 60_000);

let t: TestApp;
let cookie: string;
let smtp: MailCatcher;
let scheduler: Scheduler;

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function useSmtpPort(port: number) {
  const response = await t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/mail',
    payload: { host: '127.0.0.1', port, secure: false, from: 'office@acme.test' },
  });
  expect(response.statusCode).toBe(200);
}

async function projectWithSchedule(
  name: string,
  schedule: Record<string, unknown>,
  email = `${name.toLowerCase().replace(/\W+/g, '.')}@client.test`,
) {
  const client = await seedClient(t.db, { name: `${name} Client`, email });
  const project = await seedProject(t.db, { name, clientId: client.id });
  const response = await t.request(cookie, {
    method: 'PUT',
    url: `/api/projects/${project.id}/email-schedule`,
    payload: schedule,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { client, project };
}

async function mailLog(): Promise<MailLogPage> {
  const response = await t.request(cookie, { method: 'GET', url: '/api/mail-log?limit=100' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const entriesFor = async (projectId: string) =>
  (await mailLog()).entries.filter((entry) => entry.projectId === projectId);

async function disable(projectId: string) {
  await t.request(cookie, {
    method: 'PUT',
    url: `/api/projects/${projectId}/email-schedule`,
    payload: { enabled: false, period: 'daily', time: '09:00' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  smtp = await startMailCatcher();
  await useSmtpPort(smtp.port);
  await setTimeZone(t, cookie, ZONE);
  scheduler = createScheduler({ db: t.db, config: t.config });
});

afterAll(async () => {
  await scheduler.stop();
  await smtp.close();
  await t.close();
});

describe('email schedule API', () => {
  it('reads the defaults, saves a schedule and validates it', async () => {
    const client = await seedClient(t.db, { email: 'api@client.test' });
    const project = await seedProject(t.db, { name: 'Api Project', clientId: client.id });
    const url = `/api/projects/${project.id}/email-schedule`;
    const initial = await t.request(cookie, { method: 'GET', url });
    expect(initial.json()).toEqual({
      enabled: false,
      period: 'daily',
      time: '17:00',
      weekday: 5,
      recipient: 'api@client.test',
    });

    const saved = await t.request(cookie, {
      method: 'PUT',
      url,
      payload: { enabled: true, period: 'weekly', time: '07:30' },
    });
    expect(saved.json()).toMatchObject({
      enabled: true,
      period: 'weekly',
      time: '07:30',
      weekday: 5,
    });
    const again = await t.request(cookie, {
      method: 'PUT',
      url,
      payload: { enabled: true, period: 'weekly', time: '08:15', weekday: 1 },
    });
    expect(again.json()).toMatchObject({ time: '08:15', weekday: 1 });
    expect((await t.request(cookie, { method: 'GET', url })).json()).toMatchObject({
      time: '08:15',
      weekday: 1,
    });

    for (const [payload, field] of [
      [{ enabled: true, period: 'daily', time: '24:00' }, 'time'],
      [{ enabled: true, period: 'daily', time: '9:00' }, 'time'],
      [{ enabled: true, period: 'monthly', time: '09:00' }, 'period'],
      [{ enabled: true, period: 'weekly', time: '09:00', weekday: 7 }, 'weekday'],
      [{ period: 'daily', time: '09:00' }, 'enabled'],
    ] as const) {
      const bad = await t.request(cookie, { method: 'PUT', url, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(field);
    }
    const missing = await t.request(cookie, {
      method: 'GET',
      url: '/api/projects/8d4f7c4e-0b3a-4f7e-9d55-1c2b3a4d5e6f/email-schedule',
    });
    expect(missing.statusCode).toBe(404);
    await disable(project.id);
  });

  it('needs a session', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/mail-log' })).statusCode).toBe(401);
  });
});

describe('scheduler', () => {
  it('sends at the chosen local time, once per period, only that project, to its client', async () => {
    const { project } = await projectWithSchedule('Harbor House', {
      enabled: true,
      period: 'daily',
      time: '09:00',
    });
    const other = await seedProject(t.db, { name: 'Other Site' });
    await seedUpdate(t.db, { projectId: project.id, date: DAY, note: 'Roof trusses set.' });
    await seedUpdate(t.db, { projectId: project.id, date: addDays(DAY, -1), note: 'Yesterday.' });
    await seedUpdate(t.db, { projectId: other.id, date: DAY, note: 'Not for this client.' });

    const before = smtp.messages.length;
    // 08:59 in New York is 13:59 UTC in November, 12:59 in summer: not yet.
    expect((await scheduler.tick(at(DAY, '08:59'))).sent).toBe(0);
    expect(await entriesFor(project.id)).toEqual([]);

    const report = await scheduler.tick(at(DAY, '09:00'));
    expect(report.sent).toBe(1);
    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.to).toEqual(['harbor.house@client.test']);
    expect(mail.subject).toBe('Daily Project Update - Harbor House');
    expect(mail.text).toContain('Roof trusses set.');
    expect(mail.text).not.toContain('Yesterday.');
    expect(mail.text).not.toContain('Not for this client.');

    // Later ticks the same day, and two schedulers at once, never send it again.
    const second = createScheduler({ db: t.db, config: t.config });
    const reports = await Promise.all([
      scheduler.tick(at(DAY, '09:01')),
      second.tick(at(DAY, '09:01')),
      scheduler.tick(at(DAY, '23:59')),
    ]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(0);
    expect(smtp.messages.length).toBe(before + 1);

    const entries = await entriesFor(project.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      recipient: 'harbor.house@client.test',
      subject: 'Daily Project Update - Harbor House',
      result: 'sent',
      attempts: 1,
      error: null,
      project: 'Harbor House',
      periodKey: `daily:${DAY}`,
    });
    await disable(project.id);
  });

  it('uses the owner time zone: the same schedule is due at another instant in Tokyo', async () => {
    await setTimeZone(t, cookie, 'Asia/Tokyo');
    try {
      const { project } = await projectWithSchedule('Tokyo Tower Fitout', {
        enabled: true,
        period: 'daily',
        time: '18:30',
      });
      await seedUpdate(t.db, { projectId: project.id, date: DAY, note: 'Ceiling grid done.' });
      // 18:30 in New York would be the next day in Tokyo: nothing for DAY then.
      expect((await scheduler.tick(at(DAY, '18:29', 'Asia/Tokyo'))).sent).toBe(0);
      const report = await scheduler.tick(at(DAY, '18:30', 'Asia/Tokyo'));
      expect(report.sent).toBe(1);
      expect((await entriesFor(project.id))[0]).toMatchObject({
        result: 'sent',
        periodKey: `daily:${DAY}`,
      });
      await disable(project.id);
    } finally {
      await setTimeZone(t, cookie, ZONE);
    }
  });

  it('weekly goes out on its weekday with the last 7 days', async () => {
    const weekday = new Date(`${DAY}T12:00:00Z`).getUTCDay();
    const { project } = await projectWithSchedule('Weekly Barn', {
      enabled: true,
      period: 'weekly',
      time: '16:00',
      weekday,
    });
    await seedUpdate(t.db, {
      projectId: project.id,
      date: addDays(DAY, -6),
      note: 'Six days ago.',
    });
    await seedUpdate(t.db, { projectId: project.id, date: addDays(DAY, -7), note: 'Too old.' });
    const before = smtp.messages.length;
    expect((await scheduler.tick(at(addDays(DAY, -1), '16:00'))).sent).toBe(0);
    expect((await scheduler.tick(at(DAY, '16:00'))).sent).toBe(1);
    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.subject).toBe('Weekly Project Update - Weekly Barn');
    expect(mail.text).toContain('Six days ago.');
    expect(mail.text).not.toContain('Too old.');
    await disable(project.id);
  });

  it('records a period without updates as skipped and sends nothing', async () => {
    const { project } = await projectWithSchedule('Quiet Lot', {
      enabled: true,
      period: 'daily',
      time: '10:00',
    });
    const before = smtp.messages.length;
    const report = await scheduler.tick(at(DAY, '10:00'));
    expect(report).toMatchObject({ sent: 0, skipped: 1 });
    expect(smtp.messages.length).toBe(before);
    expect(await entriesFor(project.id)).toEqual([
      expect.objectContaining({ result: 'skipped', error: 'No updates in this period' }),
    ]);
    // Skipped is final for the period: an update added later waits for tomorrow.
    await seedUpdate(t.db, { projectId: project.id, date: DAY, note: 'Late note.' });
    expect((await scheduler.tick(at(DAY, '11:00'))).sent).toBe(0);
    await disable(project.id);
  });

  it('does not send for a disabled schedule', async () => {
    const { project } = await projectWithSchedule('Paused Job', {
      enabled: false,
      period: 'daily',
      time: '09:00',
    });
    await seedUpdate(t.db, { projectId: project.id, date: DAY });
    await scheduler.tick(at(DAY, '12:00'));
    expect(await entriesFor(project.id)).toEqual([]);
  });

  it('retries a failed send with backoff, then records it as failed', async () => {
    await useSmtpPort(await closedPort());
    try {
      const { project } = await projectWithSchedule('Broken Mail Co', {
        enabled: true,
        period: 'daily',
        time: '13:00',
      });
      await seedUpdate(t.db, { projectId: project.id, date: DAY, note: 'Drywall hung.' });
      const first = at(DAY, '13:00');

      expect((await scheduler.tick(first)).retrying).toBe(1);
      let [entry] = await entriesFor(project.id);
      expect(entry).toMatchObject({ result: 'retrying', attempts: 1 });
      expect(entry!.error).toContain('Could not reach the mail server');

      // Not before the backoff has passed.
      expect((await scheduler.tick(minutes(first, 4))).retrying).toBe(0);
      expect((await entriesFor(project.id))[0]).toMatchObject({ attempts: 1 });

      expect((await scheduler.tick(minutes(first, 5))).retrying).toBe(1);
      expect((await entriesFor(project.id))[0]).toMatchObject({ result: 'retrying', attempts: 2 });

      expect((await scheduler.tick(minutes(first, 14))).failed).toBe(0);
      expect((await scheduler.tick(minutes(first, 15))).failed).toBe(1);
      [entry] = await entriesFor(project.id);
      expect(entry).toMatchObject({ result: 'failed', attempts: MAX_ATTEMPTS });

      // Failed is final: no more attempts, no new row for the same period.
      const later = await scheduler.tick(minutes(first, 120));
      expect(later).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
      expect(await entriesFor(project.id)).toHaveLength(1);
      await disable(project.id);
    } finally {
      await useSmtpPort(smtp.port);
    }
  });

  it('a retry that succeeds is recorded as sent', async () => {
    await useSmtpPort(await closedPort());
    const { project } = await projectWithSchedule('Second Chance', {
      enabled: true,
      period: 'daily',
      time: '15:00',
    });
    await seedUpdate(t.db, { projectId: project.id, date: DAY, note: 'Tiles in.' });
    const first = at(DAY, '15:00');
    expect((await scheduler.tick(first)).retrying).toBe(1);
    await useSmtpPort(smtp.port);
    const before = smtp.messages.length;
    expect((await scheduler.tick(minutes(first, 5))).sent).toBe(1);
    expect((await smtp.waitForMessage(before + 1)).subject).toBe(
      'Daily Project Update - Second Chance',
    );
    expect((await entriesFor(project.id))[0]).toMatchObject({ result: 'sent', attempts: 2 });
    await disable(project.id);
  });

  it('lists the log newest first, paged', async () => {
    const all = await mailLog();
    expect(all.total).toBeGreaterThanOrEqual(5);
    const times = all.entries.map((entry) => entry.time);
    const page = await t.request(cookie, { method: 'GET', url: '/api/mail-log?limit=2&offset=1' });
    const body: MailLogPage = page.json();
    expect(body.total).toBe(all.total);
    expect(body.entries.map((e) => e.id)).toEqual(all.entries.slice(1, 3).map((e) => e.id));
    expect(times.length).toBe(all.total);
    const bad = await t.request(cookie, { method: 'GET', url: '/api/mail-log?limit=0' });
    expect(bad.statusCode).toBe(400);
  });
});
