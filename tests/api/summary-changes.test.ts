import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInTimeZone } from '../../src/core/dates.js';
import type { Summary } from '../../src/core/schemas/summary.js';
import type { Update } from '../../src/core/schemas/update.js';
import { versionOf } from '../../src/server/db/data-versions.js';
import { buildsWhileWritesLand } from './helpers/held-query.js';
import { seedProject } from './helpers/seed.js';
import { addPerson, setMembers } from './helpers/team.js';
import { createTestApp, testDialect, type TestApp, setTimeZone } from './helpers/test-app.js';
import { createUpdate, patchUpdate, revisionOf } from './helpers/uploads.js';

// The day's summaries keep the ids and revisions they list and read only what changed
// since (decision 230): each update's revision is a change number taken from one counter
// in commit order (migration 2400). Whatever happens between two builds, an update added,
// edited, moved out of the day and back, deleted, or a field user's projects changed, the
// next summary must list what a first build would.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  await setTimeZone(t, cookie, 'UTC');
});
afterAll(() => t.close());

const today = () => dateInTimeZone(new Date(), 'UTC');
const lastMonth = () => dateInTimeZone(new Date(Date.now() - 40 * 86_400_000), 'UTC');

const summaryOf = async (url: string, as = cookie) => {
  const response = await t.request(as, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<Summary>();
};

/** The summary text as project name -> its notes in the order listed. */
function notesByProject(text: string): Map<string, string[]> {
  const projects = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) current?.push(line.slice(2));
    else if (line.endsWith(':')) projects.set(line.slice(0, -1), (current = []));
  }
  return projects;
}

/** Today's notes per project as the updates list (read another way) shows them, oldest first. */
async function expectedToday(as = cookie): Promise<Map<string, string[]>> {
  const response = await t.request(as, {
    method: 'GET',
    url: `/api/updates?from=${today()}&to=${today()}&limit=100`,
  });
  expect(response.statusCode).toBe(200);
  const projects = new Map<string, string[]>();
  for (const update of response.json<Update[]>().reverse()) {
    projects.set(update.project, [...(projects.get(update.project) ?? []), update.note]);
  }
  return projects;
}

/** Same projects, same notes, each project's notes oldest first (a tie in time in any order). */
async function expectListsToday(as = cookie) {
  const summary = await summaryOf('/api/summaries/daily', as);
  const listed = notesByProject(summary.summary);
  const expected = await expectedToday(as);
  expect([...listed.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [project, notes] of expected) {
    expect([...listed.get(project)!].sort(), project).toEqual([...notes].sort());
  }
  expect(summary.count).toBe([...expected.values()].flat().length);
  return listed;
}

describe(`the day's summaries read only what changed since their last build (${testDialect})`, () => {
  it('number every change from one counter, in the order the writes commit', async () => {
    const project = await seedProject(t.db, { name: 'Numbered Yard' });
    const first = await createUpdate(t, cookie, {
      projectId: project.id,
      note: 'Gravel spread',
      date: lastMonth(),
    });
    const second = await createUpdate(t, cookie, {
      projectId: project.id,
      note: 'Gravel rolled',
      date: lastMonth(),
    });
    const counter = () => versionOf(t.db, ['updates:changes']);
    expect(await revisionOf(t, second.id)).toBeGreaterThan(await revisionOf(t, first.id));
    expect(await counter()).toBe(await revisionOf(t, second.id));

    await patchUpdate(t, cookie, first.id, {
      weather: JSON.stringify({ conditions: 'Clear', tempLowC: 4, tempHighC: 12 }),
    });
    expect(await revisionOf(t, first.id)).toBeGreaterThan(await revisionOf(t, second.id));
    expect(await counter()).toBe(await revisionOf(t, first.id));

    const removed = await versionOf(t.db, ['updates:removed']);
    await t.request(cookie, { method: 'DELETE', url: `/api/updates/${second.id}` });
    expect(await versionOf(t.db, ['updates:removed'])).toBeGreaterThan(removed);
  });

  it('list what a first build would after each kind of change', async () => {
    const yard = await seedProject(t.db, { name: 'Change Yard' });
    const lane = await seedProject(t.db, { name: 'Change Lane' });
    const field = await addPerson(t, cookie, { username: 'crew-changes', role: 'field' });
    await setMembers(t, cookie, yard.id, [field.user.id]);
    const add = (projectId: string, note: string, date = today()) =>
      createUpdate(t, cookie, { projectId, note, date });
    const both = async () => {
      await expectListsToday();
      await expectListsToday(field.cookie);
    };

    const poured = await add(yard.id, 'Slab poured');
    const framed = await add(lane.id, 'Walls framed');
    await add(yard.id, 'Dated last month', lastMonth());
    await both();

    await add(yard.id, 'Slab cured');
    await both();
    expect((await expectListsToday()).get('Change Yard')).toEqual(['Slab poured', 'Slab cured']);

    await patchUpdate(t, cookie, poured.id, { note: 'Slab poured and screeded' });
    await both();

    // Out of the day, then back into it: it goes, then comes back in its place.
    await patchUpdate(t, cookie, poured.id, { date: lastMonth() });
    await both();
    expect((await expectListsToday()).get('Change Yard')).toEqual(['Slab cured']);
    await patchUpdate(t, cookie, poured.id, { date: today() });
    expect((await expectListsToday()).get('Change Yard')).toEqual([
      'Slab poured and screeded',
      'Slab cured',
    ]);

    // Moved to the other project: a field user of the first no longer sees it.
    await patchUpdate(t, cookie, framed.id, { projectId: yard.id });
    await both();
    await patchUpdate(t, cookie, framed.id, { projectId: lane.id });
    await both();
    expect((await expectListsToday(field.cookie)).has('Change Lane')).toBe(false);

    // A field user's projects change: their next summary follows.
    await setMembers(t, cookie, lane.id, [field.user.id]);
    expect((await expectListsToday(field.cookie)).get('Change Lane')).toEqual(['Walls framed']);
    await setMembers(t, cookie, lane.id, []);
    await both();

    await t.request(cookie, { method: 'DELETE', url: `/api/updates/${framed.id}` });
    await both();
    expect((await expectListsToday()).has('Change Lane')).toBe(false);

    // Written behind the API's back, as an import or a repair would.
    await t.db
      .updateTable('updates')
      .set({ note: 'Slab cured, forms stripped' })
      .where('note', '=', 'Slab cured')
      .execute();
    expect((await expectListsToday()).get('Change Yard')).toContain('Slab cured, forms stripped');

    const weekly = await summaryOf('/api/summaries/weekly');
    expect(weekly.summary).toContain('Slab cured, forms stripped');
    expect(weekly.summary).not.toContain('Walls framed');
    const dailyUpdate = await t.request(cookie, { method: 'GET', url: '/api/daily-update' });
    expect(dailyUpdate.json<{ text: string }>().text).toContain('- Slab poured and screeded');
  });

  it('hold every update written while a build runs', async () => {
    const project = await seedProject(t.db, { name: 'Busy Yard' });
    const { firstStatus, answers } = await buildsWhileWritesLand(t, cookie, {
      url: '/api/summaries/daily',
      // The stamps' read of the build (the only query that reads `revision` with the date).
      listQuery: (sql) => /"revision"/.test(sql) && /"date" >=/.test(sql),
      write: (note) => createUpdate(t, cookie, { projectId: project.id, note, date: today() }),
      listed: (body) =>
        [
          ...((body as unknown as Summary).summary.matchAll(/^- (Written meanwhile \d)$/gm) ?? []),
        ].map((match) => match[1]!),
    });
    expect(firstStatus).toBe(200);
    for (const { writtenBefore, listed } of answers) {
      for (const note of writtenBefore) expect(listed).toContain(note);
    }
    await expectListsToday();
  });
});
