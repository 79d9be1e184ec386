import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage } from '../../src/core/schemas/team.js';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { sql } from 'kysely';
import { PNG_BYTES } from './helpers/multipart.js';
import { createUpdate, postUpdate, storedFiles } from './helpers/uploads.js';
import { seedClient } from './helpers/seed.js';
import { addPerson, setMembers, type Person } from './helpers/team.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// The activity log (issue 15): every change is recorded with who, when, what and the
// record, in the transaction of the change itself.

let t: TestApp;
let smtp: MailCatcher;
let owner: string;
let office: Person;
let field: Person;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  owner = await t.signIn();
  office = await addPerson(t, owner, { username: 'olive', name: 'Olive Office', role: 'office' });
  field = await addPerson(t, owner, { username: 'fred', name: 'Fred Field', role: 'field' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const api = (cookie: string, method: string, url: string, payload?: object) =>
  t.request(cookie, { method: method as 'GET', url, payload });

async function page(cookie: string, query = ''): Promise<ActivityPage> {
  const response = await api(cookie, 'GET', `/api/activity${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityPage>();
}

const latest = async (): Promise<ActivityEntry> => (await page(owner, '?limit=1')).entries[0]!;

describe('what is recorded', () => {
  it('creates, edits, status changes and deletes, with who did them and the record', async () => {
    const client = await api(office.cookie, 'POST', '/api/clients', {
      name: 'Ada Client',
      email: 'ada@example.com',
      phone: '555-0100',
      type: 'Client',
    });
    expect(await latest()).toMatchObject({
      actor: { id: office.user.id, name: 'Olive Office' },
      action: 'contact.created',
      entityType: 'contact',
      entityId: client.json().id,
      summary: 'added contact "Ada Client"',
    });

    const project = (
      await api(office.cookie, 'POST', '/api/projects', {
        name: 'Birch House',
        clientId: client.json().id,
        status: 'Planning',
      })
    ).json();
    expect(await latest()).toMatchObject({
      action: 'project.created',
      entityId: project.id,
      projectId: project.id,
      project: 'Birch House',
    });
    await api(owner, 'PATCH', `/api/projects/${project.id}`, {
      name: 'Birch House',
      clientId: client.json().id,
      status: 'In Progress',
    });
    expect(await latest()).toMatchObject({
      action: 'project.status_changed',
      summary: 'changed the status of project "Birch House" to In Progress',
    });

    await setMembers(t, owner, project.id, [field.user.id]);
    const task = (
      await api(field.cookie, 'POST', '/api/tasks', { title: 'Frame walls', projectId: project.id })
    ).json();
    expect(await latest()).toMatchObject({
      actor: { id: field.user.id, name: 'Fred Field' },
      action: 'task.created',
      entityId: task.id,
      projectId: project.id,
      summary: 'created task "Frame walls"',
    });
    await api(field.cookie, 'PATCH', `/api/tasks/${task.id}`, { status: 'completed' });
    expect(await latest()).toMatchObject({ action: 'task.completed', entityId: task.id });

    const update = await createUpdate(t, field.cookie, {
      projectId: project.id,
      note: 'Walls framed on the north side',
      date: '2026-03-04',
    });
    expect(await latest()).toMatchObject({
      actor: { id: field.user.id },
      action: 'update.created',
      entityId: update.id,
      summary: 'added update "Walls framed on the north side"',
    });
    await api(field.cookie, 'DELETE', `/api/updates/${update.id}`);
    expect(await latest()).toMatchObject({ action: 'update.deleted', entityId: update.id });

    await api(owner, 'DELETE', `/api/tasks/${task.id}`);
    expect(await latest()).toMatchObject({ action: 'task.deleted', entityId: task.id });
  });

  it('invoices: created, paid in part and in full, never with amounts', async () => {
    const { id: clientId } = await seedClient(t.db, { name: 'Paying Client' });
    const project = (
      await api(owner, 'POST', '/api/projects', { name: 'Paid Job', clientId, status: 'Planning' })
    ).json();
    const created = await api(office.cookie, 'POST', '/api/invoices', {
      clientId,
      projectId: project.id,
      date: new Date().toISOString().slice(0, 10),
      items: [{ description: 'Labour', quantity: 1, rate: 4321.09 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json<{ id: string; invoiceNumber: string }>();
    expect(await latest()).toMatchObject({
      actor: { id: office.user.id },
      action: 'invoice.created',
      entityType: 'invoice',
      entityId: invoice.id,
      projectId: project.id,
      summary: `created invoice ${invoice.invoiceNumber}`,
    });
    const part = await api(office.cookie, 'POST', `/api/invoices/${invoice.id}/payments`, {
      amount: 100_000,
      date: new Date().toISOString().slice(0, 10),
      method: 'check',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(await latest()).toMatchObject({
      action: 'invoice.payment',
      summary: `recorded a payment on invoice ${invoice.invoiceNumber}`,
    });
    await api(owner, 'PATCH', `/api/invoices/${invoice.id}`, { status: 'Paid' });
    expect(await latest()).toMatchObject({
      actor: { id: expect.any(String), name: 'owner' },
      action: 'invoice.paid',
      entityId: invoice.id,
      summary: `marked invoice ${invoice.invoiceNumber} as paid`,
    });
    const log = JSON.stringify((await page(owner, `?projectId=${project.id}`)).entries);
    for (const amount of ['432109', '4321.09', '4,321.09', '100000', '1000.00']) {
      expect(log).not.toContain(amount);
    }
  });

  it('the sharing switch, e-mails sent and sign-ins', async () => {
    await api(owner, 'PUT', '/api/settings/sharing', { enabled: false, allUpdates: true });
    expect(await latest()).toMatchObject({
      action: 'settings.sharing_changed',
      summary: 'turned public sharing off',
    });

    const sent = await api(office.cookie, 'POST', '/api/summaries/email', {
      recipient: 'boss@example.com',
      period: 'weekly',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await smtp.waitForMessage(1);
    expect(await latest()).toMatchObject({
      actor: { id: office.user.id },
      action: 'email.sent',
      summary: 'e-mailed the weekly summary to boss@example.com',
    });

    await t.signIn({ username: 'fred', password: field.password });
    expect(await latest()).toMatchObject({
      actor: { id: field.user.id, name: 'Fred Field' },
      action: 'user.signed_in',
      summary: 'signed in',
    });
  });

  it('a refused or failed change records nothing', async () => {
    const before = (await page(owner, '?limit=1')).entries[0]!.id;
    const refused = await api(owner, 'POST', '/api/tasks', {
      title: 'Nowhere',
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expect(refused.statusCode).toBe(400);
    // Fails inside the transaction, after the row lock: the assignee is not a member.
    const { id: clientId } = await seedClient(t.db, { name: 'Quiet Client' });
    const project = (
      await api(owner, 'POST', '/api/projects', { name: 'Quiet', clientId, status: 'Planning' })
    ).json();
    const task = (
      await api(owner, 'POST', '/api/tasks', { title: 'Quiet task', projectId: project.id })
    ).json();
    const afterSetup = (await page(owner, '?limit=1')).entries[0]!.id;
    expect(afterSetup).not.toBe(before);
    const failed = await api(owner, 'PATCH', `/api/tasks/${task.id}`, {
      title: 'Renamed',
      assigneeId: office.user.id,
    });
    expect(failed.statusCode).toBe(400);
    expect((await page(owner, '?limit=1')).entries[0]!.id).toBe(afterSetup);
    const unchanged = await api(owner, 'GET', `/api/tasks?projectId=${project.id}`);
    expect(unchanged.json()[0].title).toBe('Quiet task');
  });
});

describe('one transaction with the change', () => {
  it('when the entry cannot be written, the change is not made either', async () => {
    const broken = await createTestApp();
    try {
      const cookie = await broken.signIn();
      const { id: clientId } = await seedClient(broken.db, { name: 'Kept Client' });
      const project = (
        await broken.request(cookie, {
          method: 'POST',
          url: '/api/projects',
          payload: { name: 'Kept', clientId, status: 'Planning' },
        })
      ).json<{ id: string }>();
      // From now on every insert into the log fails.
      if (testDialect === 'sqlite') {
        await sql`create trigger activity_fails before insert on activity_log
          begin select raise(abort, 'activity log unavailable'); end`.execute(broken.db);
      } else {
        await sql`create function activity_fails() returns trigger language plpgsql as $$
          begin raise exception 'activity log unavailable'; end $$`.execute(broken.db);
        await sql`create trigger activity_fails before insert on activity_log
          for each row execute function activity_fails()`.execute(broken.db);
      }
      const attempts: [string, string, object][] = [
        [
          'POST',
          '/api/clients',
          { name: 'Lost', email: 'l@example.com', phone: '1', type: 'Client' },
        ],
        ['POST', '/api/projects', { name: 'Lost project', clientId, status: 'Planning' }],
        [
          'PATCH',
          `/api/projects/${project.id}`,
          { name: 'Lost name', clientId, status: 'Completed' },
        ],
        ['POST', '/api/tasks', { title: 'Lost task', projectId: project.id }],
        ['PUT', '/api/settings/sharing', { enabled: false, allUpdates: false }],
        ['DELETE', `/api/projects/${project.id}`, {}],
      ];
      for (const [method, url, payload] of attempts) {
        const response = await broken.request(cookie, {
          method: method as 'POST',
          url,
          ...(method === 'DELETE' ? {} : { payload }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(500);
      }
      expect(storedFiles(broken.dataDir)).toEqual([]);
      const upload = await postUpdate(
        broken,
        cookie,
        { projectId: project.id, note: 'Lost update', date: '2026-03-04' },
        [{ filename: 'p.png', contentType: 'image/png', data: PNG_BYTES }],
      );
      expect(upload.statusCode).toBe(500);
      // Nothing of it stayed: no row, and the uploaded file was removed.
      expect(storedFiles(broken.dataDir)).toEqual([]);
      const get = async (url: string) =>
        (await broken.request(cookie, { method: 'GET', url })).json();
      expect((await get('/api/clients')).map((c: { name: string }) => c.name)).toEqual([
        'Kept Client',
      ]);
      expect(await get('/api/projects')).toMatchObject([{ name: 'Kept', status: 'Planning' }]);
      expect(await get('/api/tasks')).toEqual([]);
      expect(await get('/api/updates')).toEqual([]);
      expect(await get('/api/settings/sharing')).toEqual({ enabled: true, allUpdates: true });
    } finally {
      await broken.close();
    }
  });
});

describe('reading the log', () => {
  it('is newest first, filters by project and person, and pages by cursor without gaps', async () => {
    const all: ActivityEntry[] = [];
    let cursor: string | null = null;
    do {
      const next: ActivityPage = await page(
        owner,
        `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(next.entries.length).toBeLessThanOrEqual(3);
      all.push(...next.entries);
      cursor = next.nextCursor;
    } while (cursor);
    const whole = (await page(owner, '?limit=100')).entries;
    expect(whole.length).toBeGreaterThan(6);
    expect(all.map((e) => e.id)).toEqual(whole.map((e) => e.id));
    const times = whole.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const byField = await page(owner, `?userId=${field.user.id}&limit=100`);
    expect(byField.entries.length).toBeGreaterThan(0);
    expect(byField.entries.every((e) => e.actor?.id === field.user.id)).toBe(true);
    expect(byField.people.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Fred Field', 'Olive Office']),
    );

    const projectId = whole.find((e) => e.project === 'Birch House')!.projectId!;
    const byProject = await page(office.cookie, `?projectId=${projectId}&limit=100`);
    expect(byProject.entries.length).toBeGreaterThanOrEqual(5);
    expect(byProject.entries.every((e) => e.projectId === projectId)).toBe(true);
  });

  it("keeps a deleted project's history under its name", async () => {
    const { id: clientId } = await seedClient(t.db, { name: 'Gone Client' });
    const project = (
      await api(owner, 'POST', '/api/projects', { name: 'Old Barn', clientId, status: 'Planning' })
    ).json();
    await api(owner, 'DELETE', `/api/projects/${project.id}`);
    const history = await page(owner, `?projectId=${project.id}`);
    expect(history.entries.map((e) => [e.action, e.project])).toEqual([
      ['project.deleted', 'Old Barn'],
      ['project.created', 'Old Barn'],
    ]);
  });

  it('refuses a cursor it did not give out, and field users', async () => {
    const bad = await api(owner, 'GET', '/api/activity?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^cursor:/);
    expect((await api(field.cookie, 'GET', '/api/activity')).statusCode).toBe(403);
  });
});
