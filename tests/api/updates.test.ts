import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '../../src/core/schemas/update.js';
import { seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { createUpdate, patchUpdate, postUpdate, storedFiles } from './helpers/uploads.js';

let t: TestApp;
let cookie: string;
let project: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
  cookie = await t.signIn();
  project = await seedProject(t.db, { name: 'Harbor View Duplex', address: '9 Harbor Road' });
});
afterAll(() => t.close());

const fieldsFor = (overrides: Record<string, string> = {}) => ({
  projectId: project.id,
  project: project.name,
  note: 'Poured the garage slab.',
  date: '2026-03-04',
  ...overrides,
});

const list = async (query = '') => {
  const response = await t.request(cookie, { method: 'GET', url: `/api/updates${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('creating updates', () => {
  it('stores several files under random keys and returns the spec fields plus attachments', async () => {
    const before = storedFiles(t.dataDir).length;
    const response = await postUpdate(t, cookie, fieldsFor(), [
      { filename: 'slab.png', contentType: 'image/png', data: PNG_BYTES },
      { filename: 'report.pdf', contentType: 'application/pdf', data: '%PDF-1.4 test' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const update = response.json<Update>();
    expect(update).toMatchObject({
      projectId: project.id,
      project: 'Harbor View Duplex',
      projectAddress: '9 Harbor Road',
      note: 'Poured the garage slab.',
      date: '2026-03-04',
      files: ['slab.png', 'report.pdf'],
      checklist: null,
    });
    expect(update.attachments.map((a) => [a.name, a.contentType, a.size])).toEqual([
      ['slab.png', 'image/png', PNG_BYTES.length],
      ['report.pdf', 'application/pdf', 13],
    ]);
    const files = storedFiles(t.dataDir);
    expect(files.length).toBe(before + 2);
    expect(files.every((name) => /^[a-f0-9]{40}$/.test(name))).toBe(true);
  });

  it('accepts an update without files and with a checklist', async () => {
    const checklist = JSON.stringify([
      { text: 'Forms stripped', completed: true },
      { text: 'Cure blankets', completed: false },
    ]);
    const update = await createUpdate(t, cookie, fieldsFor({ checklist }));
    expect(update.files).toEqual([]);
    expect(JSON.parse(update.checklist!)).toEqual(JSON.parse(checklist));
  });

  it('answers a bad multipart field like any other route: a message and its issues', async () => {
    const response = await postUpdate(t, cookie, fieldsFor({ note: '  ', date: 'soon' }), []);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'note' }),
        expect.objectContaining({ path: 'date' }),
      ]),
    );
    expect(body.message).toContain('note: ');
  });

  it('names the missing or invalid field and leaves neither a row nor a file', async () => {
    const countBefore = (await list()).json<Update[]>().length;
    const filesBefore = storedFiles(t.dataDir).length;
    const photo = { filename: 'a.png', contentType: 'image/png', data: PNG_BYTES };

    const noNote = await postUpdate(t, cookie, fieldsFor({ note: '  ' }), [photo]);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toMatch(/^note: Note is required/);

    const badId = await postUpdate(t, cookie, fieldsFor({ projectId: 'nope' }), [photo]);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^projectId:/);

    const unknown = await postUpdate(
      t,
      cookie,
      fieldsFor({ projectId: '00000000-0000-4000-8000-000000000000' }),
      [photo],
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('projectId: no project with this id');

    const badDate = await postUpdate(t, cookie, fieldsFor({ date: '2026-02-30' }), [photo]);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/^date:/);

    expect((await list()).json<Update[]>().length).toBe(countBefore);
    expect(storedFiles(t.dataDir).length).toBe(filesBefore);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and keeps nothing of the request', async () => {
    const countBefore = (await list()).json<Update[]>().length;
    const filesBefore = storedFiles(t.dataDir).length;
    const response = await postUpdate(t, cookie, fieldsFor(), [
      { filename: 'small.png', contentType: 'image/png', data: PNG_BYTES },
      { filename: 'huge.bin', data: Buffer.alloc(1024 * 1024 + 10, 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'The file "huge.bin" is larger than the 1 MB upload limit.',
    );
    expect((await list()).json<Update[]>().length).toBe(countBefore);
    expect(storedFiles(t.dataDir).length).toBe(filesBefore);
  });

  it('keeps only a safe display name for path-traversal and control-character names', async () => {
    const update = await createUpdate(t, cookie, fieldsFor(), [
      { filename: '../../../etc/passwd', contentType: 'text/plain', data: 'x' },
      { filename: '..\\..\\boot.ini', contentType: 'text/plain', data: 'y' },
      { filename: 'evil\u0007\u202ename.txt', contentType: 'text/plain', data: 'z' },
    ]);
    expect(update.files).toEqual(['passwd', 'boot.ini', 'evilname.txt']);
    expect(fs.existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
    expect(storedFiles(t.dataDir).some((name) => name.includes('passwd'))).toBe(false);
  });

  it('answers 415 when the body is not multipart', async () => {
    const response = await t.request(cookie, {
      method: 'POST',
      url: '/api/updates',
      payload: fieldsFor(),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('listing updates', () => {
  it('lists newest first by date, then by creation, with date and project filters and pages', async () => {
    const other = await seedProject(t.db, { name: 'Quarry Lane Barn' });
    const ids = {
      old: (await seedUpdate(t.db, { projectId: other.id, date: '2025-01-02' })).id,
      first: (
        await seedUpdate(t.db, {
          projectId: other.id,
          date: '2025-01-05',
          createdAt: '2025-01-05T08:00:00.000Z',
        })
      ).id,
      second: (
        await seedUpdate(t.db, {
          projectId: other.id,
          date: '2025-01-05',
          createdAt: '2025-01-05T09:00:00.000Z',
        })
      ).id,
    };
    const all = (await list(`?projectId=${other.id}`)).json<Update[]>();
    expect(all.map((u) => u.id)).toEqual([ids.second, ids.first, ids.old]);
    expect(all[0]!.project).toBe('Quarry Lane Barn');

    const ranged = (await list('?from=2025-01-03&to=2025-01-05')).json<Update[]>();
    expect(ranged.map((u) => u.id)).toEqual([ids.second, ids.first]);

    const page1 = await list(`?projectId=${other.id}&limit=2`);
    expect(page1.json<Update[]>().map((u) => u.id)).toEqual([ids.second, ids.first]);
    const cursor = page1.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const page2 = await list(`?projectId=${other.id}&limit=2&cursor=${cursor}`);
    expect(page2.json<Update[]>().map((u) => u.id)).toEqual([ids.old]);
    expect(page2.headers['x-next-cursor']).toBeUndefined();

    const bad = await t.request(cookie, { method: 'GET', url: '/api/updates?cursor=zzz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^cursor:/);
  });

  it('shows the current project name after a rename', async () => {
    const renamed = await seedProject(t.db, { name: 'Before Rename' });
    const update = await createUpdate(t, cookie, fieldsFor({ projectId: renamed.id }));
    await t.db
      .updateTable('projects')
      .set({ name: 'After Rename' })
      .where('id', '=', renamed.id)
      .execute();
    const response = await t.request(cookie, { method: 'GET', url: `/api/updates/${update.id}` });
    expect(response.json<Update>().project).toBe('After Rename');
  });
});

describe('editing and deleting', () => {
  it('edits the fields, adds files and removes the chosen ones from disk', async () => {
    const update = await createUpdate(t, cookie, fieldsFor(), [
      { filename: 'keep.png', contentType: 'image/png', data: PNG_BYTES },
      { filename: 'drop.txt', contentType: 'text/plain', data: 'old' },
    ]);
    const filesBefore = storedFiles(t.dataDir).length;
    const drop = update.attachments.find((a) => a.name === 'drop.txt')!;
    const response = await patchUpdate(
      t,
      cookie,
      update.id,
      { ...fieldsFor({ note: 'Slab cured.', date: '2026-03-06' }), removeFileIds: drop.id },
      [{ filename: 'new.txt', contentType: 'text/plain', data: 'new' }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<Update>();
    expect(edited).toMatchObject({ note: 'Slab cured.', date: '2026-03-06' });
    expect(edited.files).toEqual(['keep.png', 'new.txt']);
    expect(storedFiles(t.dataDir).length).toBe(filesBefore);
    const download = await t.request(cookie, { method: 'GET', url: `/api/files/${drop.id}` });
    expect(download.statusCode).toBe(404);
  });

  it('rejects removing a file of another update and keeps the new upload off disk', async () => {
    const a = await createUpdate(t, cookie, fieldsFor(), [{ filename: 'a.txt', data: 'a' }]);
    const b = await createUpdate(t, cookie, fieldsFor());
    const filesBefore = storedFiles(t.dataDir).length;
    const response = await patchUpdate(
      t,
      cookie,
      b.id,
      { note: 'Changed', removeFileIds: JSON.stringify([a.attachments[0]!.id]) },
      [{ filename: 'b.txt', data: 'b' }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^removeFileIds:/);
    expect(storedFiles(t.dataDir).length).toBe(filesBefore);
    const after = await t.request(cookie, { method: 'GET', url: `/api/updates/${b.id}` });
    expect(after.json<Update>().note).toBe('Poured the garage slab.');
  });

  it('toggles checklist items with a JSON body, also when the stored checklist is broken', async () => {
    const update = await createUpdate(
      t,
      cookie,
      fieldsFor({ checklist: JSON.stringify([{ text: 'Rebar tied', completed: false }]) }),
    );
    const toggled = JSON.stringify([{ text: 'Rebar tied', completed: true }]);
    const response = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/updates/${update.id}`,
      payload: { checklist: toggled },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(response.json<Update>().checklist!)).toEqual(JSON.parse(toggled));

    await t.db
      .updateTable('updates')
      .set({ checklist: '{not json' })
      .where('id', '=', update.id)
      .execute();
    const broken = await t.request(cookie, { method: 'GET', url: `/api/updates/${update.id}` });
    expect(broken.json<Update>().checklist).toBeNull();
    const fixed = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/updates/${update.id}`,
      payload: { checklist: [{ text: 'Inspection', completed: true }] },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(JSON.parse(fixed.json<Update>().checklist!)).toEqual([
      { text: 'Inspection', completed: true },
    ]);

    const invalid = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/updates/${update.id}`,
      payload: { checklist: '[oops' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^checklist:/);
  });

  it('deletes an update with its stored files, then answers 404', async () => {
    const update = await createUpdate(t, cookie, fieldsFor(), [
      { filename: 'one.png', contentType: 'image/png', data: PNG_BYTES },
      { filename: 'two.txt', data: 'two' },
    ]);
    const filesBefore = storedFiles(t.dataDir).length;
    const response = await t.request(cookie, {
      method: 'DELETE',
      url: `/api/updates/${update.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(storedFiles(t.dataDir).length).toBe(filesBefore - 2);
    const again = await t.request(cookie, { method: 'DELETE', url: `/api/updates/${update.id}` });
    expect(again.statusCode).toBe(404);
    const edit = await patchUpdate(t, cookie, update.id, { note: 'x' });
    expect(edit.statusCode).toBe(404);
  });
});
