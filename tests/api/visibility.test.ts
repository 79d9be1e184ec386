import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/dates.js';
import { zonedInstant } from '../../src/core/dates.js';
import type { Project } from '../../src/core/schemas/project.js';
import type { Summary } from '../../src/core/schemas/summary.js';
import type { Task } from '../../src/core/schemas/task.js';
import type { Update } from '../../src/core/schemas/update.js';
import { createScheduler, type Scheduler } from '../../src/server/features/schedules/scheduler.js';
import { snapshotTables } from './helpers/fuzz-snapshot.js';
import { sendMailTo, startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { addUpdate, createLink, photo, portalGet, tokenOf } from './helpers/portal.js';
import { seedClient } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp, setTimeZone } from './helpers/test-app.js';
import { patchUpdate, postUpdate } from './helpers/uploads.js';

// Client-visible vs internal updates (issue 16): the field on every update, the
// project's default, the client-visible flag of tasks, and internal updates never on
// a public page or in an e-mail (share pages, summaries, scheduled client e-mails).

const TODAY = new Date().toISOString().slice(0, 10);
const ZONE = 'UTC';

let t: TestApp;
let cookie: string;
let mail: MailCatcher;
let clientId: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://crm.example.com' } });
  cookie = await t.signIn();
  await sendMailTo(t, cookie, mail, 'o@x.test');
  await setTimeZone(t, cookie, ZONE);
  clientId = (await seedClient(t.db, { name: 'Vera Client', email: 'vera@client.test' })).id;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

async function createProject(body: Record<string, unknown> = {}): Promise<Project> {
  const response = await t.request(cookie, {
    method: 'POST',
    url: '/api/projects',
    payload: { name: `Project ${crypto.randomUUID().slice(0, 6)}`, clientId, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Project>();
}

const listUpdates = async (projectId: string) =>
  (await t.request(cookie, { method: 'GET', url: `/api/updates?projectId=${projectId}` })).json<
    Update[]
  >();

describe(`update visibility (${testDialect})`, () => {
  it('starts as the project’s default, can be chosen and changed, and is on every update', async () => {
    const open = await createProject();
    expect(open.defaultUpdateVisibility).toBe('client');
    const quiet = await createProject({ defaultUpdateVisibility: 'internal' });
    expect(quiet.defaultUpdateVisibility).toBe('internal');

    const a = await addUpdate(t, cookie, open.id, { note: 'Default open', date: TODAY });
    const b = await addUpdate(t, cookie, quiet.id, { note: 'Default quiet', date: TODAY });
    const c = await addUpdate(t, cookie, quiet.id, {
      note: 'Chosen',
      date: TODAY,
      visibility: 'client',
    });
    expect([a.visibility, b.visibility, c.visibility]).toEqual(['client', 'internal', 'client']);

    const edited = await patchUpdate(t, cookie, a.id, { visibility: 'internal' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Update>().visibility).toBe('internal');
    // An edit that does not send it keeps it.
    const noted = await patchUpdate(t, cookie, a.id, { note: 'Default open, edited' });
    expect(noted.json<Update>().visibility).toBe('internal');
    expect((await listUpdates(quiet.id)).map((u) => u.visibility).sort()).toEqual([
      'client',
      'internal',
    ]);

    const bad = await postUpdate(t, cookie, {
      projectId: open.id,
      note: 'x',
      date: TODAY,
      visibility: 'public',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(
      'visibility: visibility must be client or internal',
    );
  });

  it('keeps a project’s default through an edit that leaves it out', async () => {
    const project = await createProject({ defaultUpdateVisibility: 'internal' });
    const edited = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload: { name: 'Renamed', clientId },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Project>().defaultUpdateVisibility).toBe('internal');
    const changed = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload: { name: 'Renamed', clientId, defaultUpdateVisibility: 'client' },
    });
    expect(changed.json<Project>().defaultUpdateVisibility).toBe('client');
  });
});

describe(`internal updates never reach a public page (${testDialect})`, () => {
  let project: Project;
  let shown: Update;
  let hidden: Update;
  beforeAll(async () => {
    project = await createProject();
    shown = await addUpdate(t, cookie, project.id, { note: 'Shown to all', date: TODAY }, [
      photo('shown.png'),
    ]);
    hidden = await addUpdate(
      t,
      cookie,
      project.id,
      { note: 'SECRET internal margin note', date: TODAY, visibility: 'internal' },
      [photo('secret.png')],
    );
  });

  it('leaves them off /share/daily, /share/update/{id} and the public photos', async () => {
    const daily = await t.request(null, { method: 'GET', url: '/api/public/updates' });
    expect(daily.statusCode).toBe(200);
    expect(daily.body).toContain('Shown to all');
    expect(daily.body).not.toContain('SECRET');
    expect(daily.body).not.toContain(hidden.id);

    const single = await t.request(null, {
      method: 'GET',
      url: `/api/public/updates/${hidden.id}`,
    });
    expect(single.statusCode).toBe(404);
    expect(single.body).not.toContain('SECRET');
    expect(
      (await t.request(null, { method: 'GET', url: `/api/public/updates/${shown.id}` })).statusCode,
    ).toBe(200);

    const secretPhoto = hidden.attachments[0]!.id;
    expect(
      (await t.request(null, { method: 'GET', url: `/api/public/files/${secretPhoto}` }))
        .statusCode,
    ).toBe(404);
    const shownPhoto = shown.attachments[0]!.id;
    expect(
      (await t.request(null, { method: 'GET', url: `/api/public/files/${shownPhoto}` })).statusCode,
    ).toBe(200);
    // The owner still sees both, and the file itself.
    expect((await listUpdates(project.id)).map((u) => u.note)).toContain(
      'SECRET internal margin note',
    );
    expect(
      (await t.request(cookie, { method: 'GET', url: `/api/files/${secretPhoto}` })).statusCode,
    ).toBe(200);
  });

  it('leaves them off the share page the server writes, too (decision 222)', async () => {
    const page = (url: string) => t.request(null, { method: 'GET', url });
    const daily = await page(`/share/daily?day=${TODAY}`);
    expect(daily.statusCode).toBe(200);
    expect(daily.body).toContain('Shown to all');
    expect(daily.body).not.toContain('SECRET');
    expect(daily.body).not.toContain(hidden.id);
    expect(daily.body).not.toContain(hidden.attachments[0]!.id);
    const single = await page(`/share/update/${hidden.id}`);
    expect(single.statusCode).toBe(404);
    expect(single.body).toContain('This update is not available');
    expect(single.body).not.toContain('SECRET');
    // However the path is spelled, the page reads the public shape only.
    for (const url of [
      `/%73hare/update/${hidden.id}`,
      `/share/%75pdate/${hidden.id}`,
      `/share/update/${encodeURIComponent(hidden.id).replace(/-/g, '%2D')}`,
      `/SHARE/update/${hidden.id}`,
      `/share//update/${hidden.id}`,
      `/%73hare/daily?day=${TODAY}`,
    ]) {
      const spelled = await page(url);
      expect(spelled.statusCode, url).toBeLessThan(500);
      expect(spelled.body, url).not.toContain('SECRET');
      expect(spelled.body, url).not.toContain(hidden.attachments[0]!.id);
    }
    expect((await page(`/%73hare/daily?day=${TODAY}`)).body).toContain('Shown to all');
  });

  it('a shared update that is made internal leaves the share page at once', async () => {
    const later = await addUpdate(t, cookie, project.id, { note: 'Was public', date: TODAY });
    const url = `/api/public/updates/${later.id}`;
    expect((await t.request(null, { method: 'GET', url })).statusCode).toBe(200);
    await patchUpdate(t, cookie, later.id, { visibility: 'internal' });
    expect((await t.request(null, { method: 'GET', url })).statusCode).toBe(404);
    const daily = await t.request(null, { method: 'GET', url: '/api/public/updates' });
    expect(daily.body).not.toContain('Was public');
  });

  it('leaves them out of the portal', async () => {
    const { url } = await createLink(t, cookie, project.id);
    const updates = await portalGet(t, tokenOf(url), '/updates');
    expect(updates.body).toContain('Shown to all');
    expect(updates.body).not.toContain('SECRET');
    expect(updates.body).not.toContain(hidden.id);
  });

  it('leaves them out of the summary and updates e-mails', async () => {
    // The Email dialog's preview counts what the e-mail holds: the team's summary counts more.
    const team = (await t.request(cookie, { url: '/api/summaries/daily' })).json<Summary>();
    const preview = await t.request(cookie, { url: '/api/summaries/email-preview?period=daily' });
    expect(preview.statusCode, preview.body).toBe(200);
    const emailed = preview.json<Summary>();
    expect(emailed.count).toBeGreaterThan(0);
    expect(emailed.count).toBeLessThan(team.count);
    expect(emailed.summary).toContain('Shown to all');
    expect(emailed.summary).not.toContain('SECRET');
    const before = mail.messages.length;
    const summary = await t.request(cookie, {
      method: 'POST',
      url: '/api/summaries/email',
      payload: { recipient: 'client@x.test', period: 'daily' },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const updates = await t.request(cookie, {
      method: 'POST',
      url: '/api/send-email',
      payload: { recipient: 'client@x.test', filterProject: project.name },
    });
    expect(updates.statusCode, updates.body).toBe(200);
    await mail.waitForMessage(before + 2);
    for (const message of mail.messages.slice(before)) {
      expect(message.text, message.subject).toContain('Shown to all');
      expect(message.text, message.subject).not.toContain('SECRET');
      expect(message.html, message.subject).not.toContain('SECRET');
      expect(message.html, message.subject).not.toContain(hidden.attachments[0]!.id);
    }
  });
});

describe(`scheduled client e-mails (${testDialect})`, () => {
  let scheduler: Scheduler;
  beforeAll(() => {
    scheduler = createScheduler({ db: t.db, config: t.config });
  });
  afterAll(() => scheduler.stop());

  const DAY = addDays(TODAY, 3);

  async function scheduledProject(email: string) {
    const client = await seedClient(t.db, { name: 'Sched Client', email });
    const response = await t.request(cookie, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: `Sched ${email}`, clientId: client.id },
    });
    const project = response.json<Project>();
    const saved = await t.request(cookie, {
      method: 'PUT',
      url: `/api/projects/${project.id}/email-schedule`,
      payload: { enabled: true, period: 'daily', time: '09:00' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return project;
  }

  it('leave internal updates out and carry a fresh URL of the contact’s portal link', async () => {
    const project = await scheduledProject('pat@client.test');
    await addUpdate(t, cookie, project.id, { note: 'Framing done', date: DAY });
    await addUpdate(t, cookie, project.id, {
      note: 'SECRET crew issue',
      date: DAY,
      visibility: 'internal',
    });
    const link = await createLink(t, cookie, project.id, { contactEmail: 'Pat@Client.test' });

    const before = mail.messages.length;
    expect((await scheduler.tick(zonedInstant(DAY, '09:00', ZONE))).sent).toBe(1);
    const message = await mail.waitForMessage(before + 1);
    expect(message.to).toEqual(['pat@client.test']);
    expect(message.text).toContain('Framing done');
    expect(message.text).not.toContain('SECRET');
    expect(message.html).not.toContain('SECRET');

    const urls = message.text.match(/https:\/\/crm\.example\.com\/p\/[A-Za-z0-9_-]{43}/g) ?? [];
    expect(urls).toHaveLength(1);
    const emailed = tokenOf(urls[0]!);
    expect(emailed).not.toBe(tokenOf(link.url));
    // Both URLs open the same link; only hashes are stored.
    expect((await portalGet(t, emailed)).statusCode).toBe(200);
    expect((await portalGet(t, tokenOf(link.url))).statusCode).toBe(200);
    const database = await snapshotTables(t.db);
    expect(database).not.toContain(emailed);
    // Revoking the link ends the e-mailed URL too.
    await t.request(cookie, { method: 'DELETE', url: `/api/portal-links/${link.id}` });
    expect((await portalGet(t, emailed)).statusCode).toBe(404);
  });

  it('carry no portal link when the contact has none, and skip a day of internal updates only', async () => {
    const project = await scheduledProject('nolink@client.test');
    await addUpdate(t, cookie, project.id, { note: 'Tiles in', date: DAY });
    await createLink(t, cookie, project.id, { contactEmail: 'someone.else@client.test' });
    const quiet = await scheduledProject('quiet@client.test');
    await addUpdate(t, cookie, quiet.id, {
      note: 'SECRET only',
      date: DAY,
      visibility: 'internal',
    });

    const before = mail.messages.length;
    const report = await scheduler.tick(zonedInstant(DAY, '09:00', ZONE));
    expect(report.sent).toBe(1);
    expect(report.skipped).toBe(1);
    const message = await mail.waitForMessage(before + 1);
    expect(message.to).toEqual(['nolink@client.test']);
    expect(message.text).toContain('Tiles in');
    expect(message.text).not.toContain('/p/');
    expect(mail.messages.slice(before).some((m) => m.text.includes('SECRET'))).toBe(false);
  });
});

describe(`client-visible tasks (${testDialect})`, () => {
  it('are off by default; their events reach clients only when the task is client-visible', async () => {
    const project = await createProject();
    const create = (body: Record<string, unknown>) =>
      t.request(cookie, {
        method: 'POST',
        url: '/api/tasks',
        payload: { projectId: project.id, ...body },
      });
    const plain = (await create({ title: 'Private task' })).json<Task>();
    const visible = (await create({ title: 'Pick tile colour', clientVisible: true })).json<Task>();
    expect(plain.clientVisible).toBe(false);
    expect(visible.clientVisible).toBe(true);

    const byNote = async () =>
      Object.fromEntries((await listUpdates(project.id)).map((u) => [u.note, u.visibility]));
    expect(await byNote()).toEqual({
      'New task: Private task': 'internal',
      'New task: Pick tile colour': 'client',
    });

    for (const task of [plain, visible]) {
      await t.request(cookie, {
        method: 'PATCH',
        url: `/api/tasks/${task.id}`,
        payload: { status: 'completed' },
      });
    }
    expect(await byNote()).toMatchObject({
      'Completed task: Private task': 'internal',
      'Completed task: Pick tile colour': 'client',
    });

    const { url } = await createLink(t, cookie, project.id);
    const summary = await portalGet(t, tokenOf(url));
    expect(summary.json()).toMatchObject({
      project: { tasksCompleted: 2, tasksTotal: 2 },
      tasks: [{ title: 'Pick tile colour', completed: true }],
    });
    expect(summary.body).not.toContain('Private task');
    const updates = await portalGet(t, tokenOf(url), '/updates');
    expect(updates.body).not.toContain('Private task');

    const flipped = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/tasks/${plain.id}`,
      payload: { clientVisible: true },
    });
    expect(flipped.json<Task>().clientVisible).toBe(true);
    expect((await portalGet(t, tokenOf(url))).json()).toMatchObject({
      tasks: [
        { title: 'Private task', completed: true },
        { title: 'Pick tile colour', completed: true },
      ],
    });
  });
});
