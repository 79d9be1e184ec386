import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '../../src/core/schemas/update.js';
import { multipart, PNG_BYTES, type FilePart } from './helpers/multipart.js';
import { seedProject } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { storedFiles } from './helpers/uploads.js';

let t: TestApp;
let cookie: string;
let project: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  project = await seedProject(t.db, { name: `Retry Ridge ${Date.now()}` });
});
afterAll(() => t.close());

const fields = (note: string) => ({
  projectId: project.id,
  project: project.name,
  note,
  date: '2026-05-06',
});
const photo: FilePart = { filename: 'slab.png', contentType: 'image/png', data: PNG_BYTES };

function send(
  method: 'POST' | 'PATCH',
  url: string,
  key: string | null,
  body: ReturnType<typeof multipart>,
) {
  const headers = key ? { ...body.headers, 'idempotency-key': key } : body.headers;
  return t.request(cookie, { method, url, payload: body.payload, headers });
}
const post = (key: string | null, note: string, files: FilePart[] = [photo]) =>
  send('POST', '/api/updates', key, multipart(fields(note), files));

const countWithNote = async (note: string) =>
  (await t.db.selectFrom('updates').select('id').where('note', '=', note).execute()).length;

describe('Idempotency-Key on POST /api/updates', () => {
  it('creates one update for the same key sent twice and returns the same record', async () => {
    const key = crypto.randomUUID();
    const note = `Poured footings ${key}`;
    const filesBefore = storedFiles(t.dataDir).length;
    const first = await post(key, note);
    expect(first.statusCode, first.body).toBe(201);
    const second = await post(key, note);
    expect(second.statusCode, second.body).toBe(201);
    const a = first.json<Update>();
    const b = second.json<Update>();
    expect(b.id).toBe(a.id);
    expect(b.attachments).toEqual(a.attachments);
    expect(await countWithNote(note)).toBe(1);
    // The repeat wrote no second copy of the photo.
    expect(storedFiles(t.dataDir).length).toBe(filesBefore + 1);
  });

  it('creates separate updates for different keys and for requests without a key', async () => {
    const note = `Framing ${crypto.randomUUID()}`;
    expect((await post(crypto.randomUUID(), note)).statusCode).toBe(201);
    expect((await post(crypto.randomUUID(), note)).statusCode).toBe(201);
    expect((await post(null, note)).statusCode).toBe(201);
    expect((await post(null, note)).statusCode).toBe(201);
    expect(await countWithNote(note)).toBe(4);
  });

  it('frees the key when the first attempt fails, so the corrected retry creates the update', async () => {
    const key = crypto.randomUUID();
    const note = `Roofing ${key}`;
    const bad = await send(
      'POST',
      '/api/updates',
      key,
      multipart({ ...fields(note), date: 'not-a-date' }, [photo]),
    );
    expect(bad.statusCode).toBe(400);
    expect(await countWithNote(note)).toBe(0);
    const good = await post(key, note);
    expect(good.statusCode, good.body).toBe(201);
    expect(await countWithNote(note)).toBe(1);
  });

  it('handles two simultaneous requests with one key as one update', async () => {
    const key = crypto.randomUUID();
    const note = `Siding ${key}`;
    const [a, b] = await Promise.all([post(key, note), post(key, note)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json<Update>().id).toBe(b.json<Update>().id);
    expect(await countWithNote(note)).toBe(1);
  });

  it('refuses a malformed key and a key reused for a different request', async () => {
    const malformed = await post('no spaces allowed!', 'Bad key');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/^Idempotency-Key: /);

    const key = crypto.randomUUID();
    const created = await post(key, `Drywall ${key}`);
    expect(created.statusCode).toBe(201);
    const id = created.json<Update>().id;
    const patch = await send('PATCH', `/api/updates/${id}`, key, multipart(fields('Edited'), []));
    expect(patch.statusCode).toBe(409);
  });
});

describe('Idempotency-Key on PATCH /api/updates/{id}', () => {
  it('adds the attached file once when the same edit is sent twice', async () => {
    const created = await post(null, `Tiling ${crypto.randomUUID()}`, []);
    const id = created.json<Update>().id;
    const key = crypto.randomUUID();
    const body = () => multipart(fields('Tiled the bathroom'), [photo]);
    const first = await send('PATCH', `/api/updates/${id}`, key, body());
    expect(first.statusCode, first.body).toBe(200);
    const second = await send('PATCH', `/api/updates/${id}`, key, body());
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<Update>().attachments).toHaveLength(1);
    expect(second.json<Update>().note).toBe('Tiled the bathroom');
  });
});

describe('Idempotency-Key on POST /api/tasks (the offline queue, decision 195)', () => {
  const postTask = (key: string | null, title: string) =>
    t.request(cookie, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title, projectId: project.id, status: 'pending' },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const countTasks = async (title: string) =>
    (await t.db.selectFrom('tasks').select('id').where('title', '=', title).execute()).length;

  it('creates one task (and one "New task" update) for the same key sent twice', async () => {
    const key = crypto.randomUUID();
    const title = `Order rebar ${key}`;
    const first = await postTask(key, title);
    expect(first.statusCode, first.body).toBe(201);
    const second = await postTask(key, title);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    expect(second.json()).toEqual(first.json());
    expect(await countTasks(title)).toBe(1);
    const updates = await t.db
      .selectFrom('updates')
      .select('id')
      .where('note', 'like', `%${key}%`)
      .execute();
    expect(updates).toHaveLength(1);
  });

  it('frees the key after a refused first attempt and refuses a malformed key', async () => {
    const key = crypto.randomUUID();
    const refused = await postTask(key, '');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/Title is required/);
    const title = `Book crane ${key}`;
    expect((await postTask(key, title)).statusCode).toBe(201);
    expect(await countTasks(title)).toBe(1);

    const malformed = await postTask('no spaces allowed!', `Bad key ${key}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/^Idempotency-Key: /);
  });

  it('creates separate tasks without a key', async () => {
    const title = `Sweep site ${crypto.randomUUID()}`;
    expect((await postTask(null, title)).statusCode).toBe(201);
    expect((await postTask(null, title)).statusCode).toBe(201);
    expect(await countTasks(title)).toBe(2);
  });
});
