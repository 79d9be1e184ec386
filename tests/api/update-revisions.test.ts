import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInTimeZone } from '../../src/core/dates.js';
import type { PublicUpdate, Update } from '../../src/core/schemas/update.js';
import type { Summary } from '../../src/core/schemas/summary.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { createLink, portalGet, tokenOf } from './helpers/portal.js';
import { seedProject } from './helpers/seed.js';
import { addPerson, setMembers } from './helpers/team.js';
import { createTestApp, testDialect, type TestApp, setTimeZone } from './helpers/test-app.js';
import { createUpdate, patchUpdate, revisionOf } from './helpers/uploads.js';

// Each update's revision (migration 2200) moves with every change to the update, its
// daily-log sections and its files, whichever way it is written; the day's summaries keep
// the rows they list between builds by it (decision 227), so each of those changes must
// show in the next summary, never the kept row.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  await setTimeZone(t, cookie, 'UTC');
});
afterAll(() => t.close());

const today = () => dateInTimeZone(new Date(), 'UTC');
const daily = async (as = cookie) => {
  const response = await t.request(as, { method: 'GET', url: '/api/summaries/daily' });
  expect(response.statusCode).toBe(200);
  return response.json<Summary>().summary;
};
const weekly = async () =>
  (await t.request(cookie, { method: 'GET', url: '/api/summaries/weekly' })).json<Summary>()
    .summary;
const dailyUpdateText = async () =>
  (await t.request(cookie, { method: 'GET', url: '/api/daily-update' })).json<{ text: string }>()
    .text;
const searchFinds = async (word: string, id: string) => {
  const response = await t.request(cookie, { method: 'GET', url: `/api/search?q=${word}` });
  return JSON.stringify(response.json()).includes(id);
};

describe(`update revisions and the summaries that keep rows by them (${testDialect})`, () => {
  it('move with every change to an update, its sections and its files', async () => {
    const project = await seedProject(t.db, { name: 'Revision Row' });
    const update = await createUpdate(t, cookie, {
      projectId: project.id,
      note: 'Footings poured',
      date: today(),
    });
    let last = await revisionOf(t, update.id);
    const moved = async (what: string) => {
      const now = await revisionOf(t, update.id);
      expect(now, what).toBeGreaterThan(last);
      last = now;
    };

    expect((await patchUpdate(t, cookie, update.id, { note: 'Footings cured' })).statusCode).toBe(
      200,
    );
    await moved('the note edited');
    const checklist = JSON.stringify([{ text: 'Strip forms', completed: false }]);
    expect((await patchUpdate(t, cookie, update.id, { checklist })).statusCode).toBe(200);
    await moved('a checklist added');
    const tick = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/updates/${update.id}`,
      payload: { checklistItem: { index: 0, completed: true } },
    });
    expect(tick.statusCode).toBe(200);
    await moved('a checklist item ticked');
    await patchUpdate(t, cookie, update.id, {
      weather: JSON.stringify({ conditions: 'Drizzle', tempLowC: 3, tempHighC: 9 }),
    });
    await moved('its weather written (a new sections row)');
    await patchUpdate(t, cookie, update.id, {
      weather: JSON.stringify({ conditions: 'Sleet', tempLowC: 1, tempHighC: 4 }),
    });
    await moved('its weather changed');
    const withFile = await patchUpdate(t, cookie, update.id, {}, [
      { filename: 'pour.png', contentType: 'image/png', data: PNG_BYTES },
    ]);
    expect(withFile.statusCode).toBe(200);
    await moved('a photo added');
    const { id: fileId } = await t.db
      .selectFrom('update_files')
      .select('id')
      .where('update_id', '=', update.id)
      .executeTakeFirstOrThrow();
    await patchUpdate(t, cookie, update.id, { removeFileIds: fileId });
    await moved('the photo removed');
    // Written behind the API's back, as an import or a repair would.
    await t.db
      .updateTable('updates')
      .set({ note: 'Footings inspected' })
      .where('id', '=', update.id)
      .execute();
    await moved('the row updated directly');
    await t.db.deleteFrom('update_sections').where('update_id', '=', update.id).execute();
    await moved('its sections deleted directly');
  });

  it('keep the search document right: a sections change leaves it, a note change replaces it', async () => {
    const project = await seedProject(t.db, { name: 'Search Row' });
    const update = await createUpdate(t, cookie, {
      projectId: project.id,
      note: 'Sandblasting the piers',
      date: today(),
    });
    await patchUpdate(t, cookie, update.id, {
      weather: JSON.stringify({ conditions: 'Clear', tempLowC: 5, tempHighC: 15 }),
    });
    expect(await searchFinds('sandblasting', update.id)).toBe(true);
    await patchUpdate(t, cookie, update.id, { note: 'Grouting the piers' });
    expect(await searchFinds('sandblasting', update.id)).toBe(false);
    expect(await searchFinds('grouting', update.id)).toBe(true);
  });

  it('every change shows in the next summary, never a kept row', async () => {
    const project = await seedProject(t.db, { name: 'Kept Rows Lane' });
    const first = await createUpdate(t, cookie, {
      projectId: project.id,
      note: 'Trenching started',
      date: today(),
    });
    const second = await createUpdate(t, cookie, {
      projectId: project.id,
      note: 'Conduit laid',
      date: today(),
    });
    expect(await daily()).toContain('Kept Rows Lane:\n- Trenching started\n- Conduit laid');
    expect(await weekly()).toContain('- Trenching started');

    await patchUpdate(t, cookie, first.id, { note: 'Trenching finished' });
    expect(await daily()).toContain('- Trenching finished\n- Conduit laid');
    expect(await daily()).not.toContain('Trenching started');
    expect(await weekly()).toContain('- Trenching finished');
    expect(await dailyUpdateText()).toContain('- Trenching finished');

    await patchUpdate(t, cookie, second.id, {
      weather: JSON.stringify({ conditions: 'Hail', tempLowC: 0, tempHighC: 2 }),
    });
    expect(await daily()).toMatch(/- Conduit laid\n- [^\n]*Hail/);
    await patchUpdate(t, cookie, second.id, {
      weather: JSON.stringify({ conditions: 'Sunny', tempLowC: 10, tempHighC: 20 }),
    });
    expect(await daily()).toMatch(/- Conduit laid\n- [^\n]*Sunny/);
    expect(await daily()).not.toContain('Hail');

    expect(
      (
        await t.request(cookie, {
          method: 'PATCH',
          url: `/api/projects/${project.id}`,
          payload: { name: 'Kept Rows Avenue', clientId: project.client_id, status: 'Planning' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await daily()).toContain('Kept Rows Avenue:\n- Trenching finished');
    expect(await daily()).not.toContain('Kept Rows Lane');

    expect(
      (await t.request(cookie, { method: 'DELETE', url: `/api/updates/${first.id}` })).statusCode,
    ).toBe(200);
    expect(await daily()).not.toContain('Trenching');
    expect(await dailyUpdateText()).not.toContain('Trenching');
  });

  it('a field user’s summary lists their projects only, from the same kept rows', async () => {
    const theirs = await seedProject(t.db, { name: 'Crew Project' });
    const other = await seedProject(t.db, { name: 'Office Project' });
    await createUpdate(t, cookie, { projectId: theirs.id, note: 'Crew note', date: today() });
    await createUpdate(t, cookie, { projectId: other.id, note: 'Office note', date: today() });
    expect(await daily()).toContain('Office note');
    const field = await addPerson(t, cookie, { username: 'crew-revisions', role: 'field' });
    await setMembers(t, cookie, theirs.id, [field.user.id]);
    const theirSummary = await daily(field.cookie);
    expect(theirSummary).toContain('Crew Project:\n- Crew note');
    expect(theirSummary).not.toContain('Office');
  });

  it('the updates list shows every change at once, never a kept update', async () => {
    const project = await seedProject(t.db, { name: 'List Lane', address: '1 List Lane' });
    const writer = await addPerson(t, cookie, { username: 'writer-revisions', role: 'office' });
    const first = await createUpdate(t, writer.cookie, {
      projectId: project.id,
      note: 'Siding delivered',
      date: today(),
    });
    const second = await createUpdate(t, cookie, {
      projectId: project.id,
      note: 'Siding hung',
      date: today(),
    });
    const list = async (query = `from=${today()}&to=${today()}&projectId=${project.id}`) => {
      const response = await t.request(cookie, { method: 'GET', url: `/api/updates?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<Update[]>();
    };
    const one = async (id: string) => (await list()).find((update) => update.id === id)!;
    expect((await list()).map((update) => update.note)).toEqual([
      'Siding hung',
      'Siding delivered',
    ]);

    await patchUpdate(t, cookie, first.id, { note: 'Siding delivered and checked' });
    expect((await one(first.id)).note).toBe('Siding delivered and checked');
    await patchUpdate(t, cookie, first.id, {}, [
      { filename: 'siding.png', contentType: 'image/png', data: PNG_BYTES },
    ]);
    expect((await one(first.id)).files).toEqual(['siding.png']);
    await patchUpdate(t, cookie, first.id, {
      weather: JSON.stringify({ conditions: 'Windy', tempLowC: 2, tempHighC: 8 }),
    });
    expect((await one(first.id)).weather?.conditions).toBe('Windy');
    const tick = JSON.stringify([{ text: 'Count boxes', completed: false }]);
    await patchUpdate(t, cookie, first.id, { checklist: tick });
    await t.request(cookie, {
      method: 'PATCH',
      url: `/api/updates/${first.id}`,
      payload: { checklistItem: { index: 0, completed: true } },
    });
    expect(JSON.parse((await one(first.id)).checklist!)).toEqual([
      { text: 'Count boxes', completed: true },
    ]);

    // Names are in each update: a project or a person renamed shows in the next list.
    await t.request(cookie, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload: { name: 'List Avenue', clientId: project.client_id, status: 'Planning' },
    });
    expect((await list()).map((update) => update.project)).toEqual(['List Avenue', 'List Avenue']);
    const renamed = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/users/${writer.user.id}`,
      payload: { name: 'Wren Writer' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await one(first.id)).createdBy?.name).toBe('Wren Writer');

    // Paging gives the same updates and cursor as before they were kept.
    const page = await t.request(cookie, {
      method: 'GET',
      url: `/api/updates?projectId=${project.id}&limit=1`,
    });
    expect(page.json<Update[]>().map((update) => update.id)).toEqual([second.id]);
    const cursor = page.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const next = await list(`projectId=${project.id}&limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect(next.map((update) => update.id)).toEqual([first.id]);

    await t.request(cookie, { method: 'DELETE', url: `/api/updates/${second.id}` });
    expect((await list()).map((update) => update.id)).toEqual([first.id]);
  });

  it('the share page and the portal show every change at once, never a kept update', async () => {
    const project = await seedProject(t.db, { name: 'Share Street', address: '2 Share Street' });
    await t.request(cookie, {
      method: 'PUT',
      url: '/api/settings/sharing',
      payload: { enabled: true, allUpdates: true },
    });
    const { url } = await createLink(t, cookie, project.id);
    const token = tokenOf(url);
    const range = `from=${today()}&to=${today()}`;
    const shared = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/public/updates?${range}` });
      expect(response.statusCode).toBe(200);
      return response
        .json<PublicUpdate[]>()
        .filter((update) => update.project.startsWith('Share'))
        .map(({ note, project, projectAddress, files, weather }) => ({
          note,
          project,
          projectAddress,
          files,
          weather: weather?.conditions,
        }));
    };
    const inPortal = async () => {
      const response = await portalGet(t, token, `/updates?${range}`);
      expect(response.statusCode).toBe(200);
      return response
        .json<{ note: string; files: { name: string }[] }[]>()
        .map(({ note, files }) => ({ note, files: files.map((file) => file.name) }));
    };
    const update = await createUpdate(t, cookie, {
      projectId: project.id,
      note: 'Gutters ordered',
      date: today(),
      visibility: 'client',
    });
    const street = { project: 'Share Street', projectAddress: '2 Share Street' };
    expect(await shared()).toEqual([
      { note: 'Gutters ordered', ...street, files: [], weather: undefined },
    ]);
    expect(await inPortal()).toEqual([{ note: 'Gutters ordered', files: [] }]);

    await patchUpdate(t, cookie, update.id, { note: 'Gutters hung' }, [
      { filename: 'gutters.png', contentType: 'image/png', data: PNG_BYTES },
    ]);
    await patchUpdate(t, cookie, update.id, {
      weather: JSON.stringify({ conditions: 'Sleet', tempLowC: -1, tempHighC: 3 }),
    });
    const hung = { note: 'Gutters hung', files: ['gutters.png'] };
    expect(await shared()).toEqual([{ ...hung, ...street, weather: 'Sleet' }]);
    expect(await inPortal()).toEqual([hung]);

    // The project's name and address are in each shared update: a rename shows next time.
    await t.request(cookie, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload: {
        name: 'Share Square',
        address: '3 Share Square',
        clientId: project.client_id,
        status: 'Planning',
      },
    });
    const square = { project: 'Share Square', projectAddress: '3 Share Square' };
    expect(await shared()).toEqual([{ ...hung, ...square, weather: 'Sleet' }]);

    // Made internal, it is gone from both at once; deleted, it stays gone.
    await patchUpdate(t, cookie, update.id, { visibility: 'internal' });
    expect(await shared()).toEqual([]);
    expect(await inPortal()).toEqual([]);
    await patchUpdate(t, cookie, update.id, { visibility: 'client' });
    expect(await inPortal()).toEqual([hung]);
    await t.request(cookie, { method: 'DELETE', url: `/api/updates/${update.id}` });
    expect(await shared()).toEqual([]);
    expect(await inPortal()).toEqual([]);
  });
});
