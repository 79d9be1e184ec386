import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '../../src/core/dates.js';
import { setSetting } from '../../src/server/settings/settings.js';
import { seedClient, seedProject, seedTask, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const get = (url: string) => t.request(cookie, { method: 'GET', url });
const setTimeZone = (timeZone: string) =>
  t.request(cookie, { method: 'PUT', url: '/api/settings/time-zone', payload: { timeZone } });

async function clearData() {
  for (const table of [
    'update_files',
    'updates',
    'tasks',
    'invoices',
    'projects',
    'clients',
  ] as const) {
    await t.db.deleteFrom(table).execute();
  }
}

describe('summaries', () => {
  const today = () => dateInTimeZone(new Date(), 'UTC');
  beforeEach(async () => {
    await clearData();
    expect((await setTimeZone('UTC')).statusCode).toBe(200);
  });

  it('daily: groups today’s updates per project with flattened notes', async () => {
    const maple = await seedProject(t.db, { name: 'Maple Street' });
    const oak = await seedProject(t.db, { name: 'Oak Bridge' });
    await seedUpdate(t.db, { projectId: oak.id, note: 'Deck poured', date: today() });
    await seedUpdate(t.db, {
      projectId: maple.id,
      note: 'Framing\nstarted',
      date: today(),
      createdAt: '2020-01-01T08:00:00.000Z',
    });
    await seedUpdate(t.db, {
      projectId: maple.id,
      note: 'Windows set',
      date: today(),
      createdAt: '2020-01-01T09:00:00.000Z',
    });
    await seedUpdate(t.db, {
      projectId: maple.id,
      note: 'Yesterday work',
      date: addDays(today(), -1),
    });

    const response = await get('/api/summaries/daily');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      summary: 'Maple Street:\n- Framing started\n- Windows set\n\nOak Bridge:\n- Deck poured',
      count: 3,
      startDate: today(),
      endDate: today(),
    });
    expect((await get('/api/summaries?period=daily')).json()).toEqual(response.json());
    expect((await get('/api/summaries')).json()).toEqual(response.json());
  });

  it('weekly: the last 7 days including today, nothing older or in the future', async () => {
    const project = await seedProject(t.db, { name: 'Maple' });
    for (const [offset, note] of [
      [0, 'today'],
      [-6, 'six days ago'],
      [-7, 'seven days ago'],
      [1, 'tomorrow'],
    ] as const) {
      await seedUpdate(t.db, { projectId: project.id, note, date: addDays(today(), offset) });
    }
    const body = (await get('/api/summaries/weekly')).json();
    expect(body).toMatchObject({ count: 2, startDate: addDays(today(), -6), endDate: today() });
    expect(body.summary).toBe('Maple:\n- six days ago\n- today');
    expect((await get('/api/summaries?period=weekly')).json()).toEqual(body);
  });

  it('says so when there are no updates, and rejects an unknown period', async () => {
    expect((await get('/api/summaries/daily')).json()).toMatchObject({
      summary: 'No project updates today.',
      count: 0,
    });
    expect((await get('/api/summaries/weekly')).json().summary).toBe(
      'No project updates in the last 7 days.',
    );
    const bad = await get('/api/summaries?period=monthly');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/period/);
  });

  it('uses the owner time zone for today', async () => {
    // UTC+14 and UTC-11 are never on the same calendar date.
    expect((await setTimeZone('Pacific/Kiritimati')).json().timeZone).toBe('Pacific/Kiritimati');
    const east = (await get('/api/summaries/daily')).json();
    await setTimeZone('Pacific/Pago_Pago');
    const west = (await get('/api/summaries/daily')).json();
    expect(east.endDate).toBe(dateInTimeZone(new Date(), 'Pacific/Kiritimati'));
    expect(west.endDate).toBe(dateInTimeZone(new Date(), 'Pacific/Pago_Pago'));
    expect(east.endDate).not.toBe(west.endDate);
  });

  it('needs a session', async () => {
    for (const url of ['/api/summaries/daily', '/api/daily-update', '/api/dashboard/metrics']) {
      expect((await t.request(null, { method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/daily-update', () => {
  beforeEach(async () => {
    await clearData();
    await setTimeZone('UTC');
  });

  it('counts tasks completed today, all pending tasks, today’s updates and their projects', async () => {
    const today = dateInTimeZone(new Date(), 'UTC');
    const maple = await seedProject(t.db, { name: 'Maple' });
    const oak = await seedProject(t.db, { name: 'Oak' });
    const idle = await seedProject(t.db, { name: 'Idle' });
    await seedTask(t.db, { projectId: maple.id, title: 'Pour footings', status: 'completed' });
    const old = await seedTask(t.db, { projectId: idle.id, title: 'Old job', status: 'completed' });
    await t.db
      .updateTable('tasks')
      .set({ completed_at: `${addDays(today, -2)}T12:00:00.000Z` })
      .where('id', '=', old.id)
      .execute();
    await seedTask(t.db, { projectId: oak.id, title: 'Order rebar', dueDate: '2030-01-15' });
    await seedTask(t.db, { projectId: maple.id, title: 'Frame walls' });
    await seedUpdate(t.db, { projectId: oak.id, note: 'Site\ncleared', date: today });
    await seedUpdate(t.db, { projectId: idle.id, note: 'Old news', date: addDays(today, -1) });

    const response = await get('/api/daily-update');
    expect(response.statusCode).toBe(200);
    const { text, stats } = response.json();
    expect(stats).toEqual({ completedTasks: 1, pendingTasks: 2, updates: 1, projects: 2 });
    expect(text).toMatch(/^Daily Update - \w+day, /);
    expect(text).toContain('COMPLETED TASKS (1)\nMaple:\n- Pour footings');
    expect(text).toContain(
      'PENDING TASKS (2)\nMaple:\n- Frame walls\nOak:\n- Order rebar (due Jan 15)',
    );
    expect(text).toContain('PROJECT UPDATES (1)\nOak:\n- Site cleared');
    expect(text).not.toContain('Old');
  });

  it('is empty with zero counts when there is nothing to report', async () => {
    expect((await get('/api/daily-update')).json()).toEqual({
      text: '',
      stats: { completedTasks: 0, pendingTasks: 0, updates: 0, projects: 0 },
    });
  });
});

describe('dashboard data', () => {
  beforeEach(async () => {
    await clearData();
    await setTimeZone('UTC');
  });

  it('counts projects by status and every contact as Active Clients', async () => {
    const client = await seedClient(t.db);
    await seedClient(t.db, { name: 'Vera Vendor', type: 'Vendor', trade: 'Electrical' });
    for (const status of ['Planning', 'In Progress', 'In Progress', 'Completed']) {
      await seedProject(t.db, { clientId: client.id, status });
    }
    const response = await get('/api/dashboard/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalProjects: 4,
      activeClients: 2,
      completedProjects: 1,
      inProgressProjects: 2,
      trends: {
        totalProjects: { value: '+4 in 30 days', positive: true },
        activeClients: { value: '+2 in 30 days', positive: true },
      },
    });
  });

  it('reports updates per week for the busiest projects', async () => {
    const today = dateInTimeZone(new Date(), 'UTC');
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const projects = [];
    for (const name of names) projects.push(await seedProject(t.db, { name }));
    for (const [i, project] of projects.entries()) {
      for (let n = 0; n <= names.length - i; n++) {
        await seedUpdate(t.db, { projectId: project.id, date: today });
      }
    }
    await seedUpdate(t.db, { projectId: projects[0]!.id, date: addDays(today, -7) });
    await seedUpdate(t.db, { projectId: projects[0]!.id, date: addDays(today, -100) });

    const body = (await get('/api/summaries/activity?weeks=8')).json();
    expect(body.weeks).toHaveLength(8);
    expect(body.weeks[7] <= today && addDays(body.weeks[7], 6) >= today).toBe(true);
    expect(body.series.map((s: { project: string }) => s.project)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'Other projects',
    ]);
    expect(body.series[0].counts.slice(6)).toEqual([1, 8]);
    expect(body.series[5].counts[7]).toBe(3 + 2);
    expect((await get('/api/summaries/activity?weeks=0')).statusCode).toBe(400);
  });

  it('lists the distinct project names with updates and the sender name', async () => {
    const a = await seedProject(t.db, { name: 'Zeta' });
    const b = await seedProject(t.db, { name: 'Alpha' });
    const twin = await seedProject(t.db, { name: 'Alpha' });
    await seedProject(t.db, { name: 'No updates' });
    for (const project of [a, b, b, twin]) await seedUpdate(t.db, { projectId: project.id });
    const options = await get('/api/summaries/email-options');
    expect(options.json()).toEqual({ projects: ['Alpha', 'Zeta'], senderName: 'owner' });
    await setSetting(t.db, 'businessProfile', {
      name: 'Acme Builders',
      address: '',
      email: '',
      phone: '',
    });
    expect((await get('/api/summaries/email-options')).json().senderName).toBe('Acme Builders');
  });
});
