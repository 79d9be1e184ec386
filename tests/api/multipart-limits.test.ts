import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHECKLIST_ITEMS } from '../../src/core/checklist.js';
import { MAX_CHECKLIST_JSON_LENGTH, MAX_NOTE_LENGTH } from '../../src/core/schemas/update.js';
import {
  MAX_FIELD_BYTES,
  MAX_TEXT_FIELDS,
  MAX_TEXT_BYTES,
} from '../../src/server/features/updates/update-upload.js';
import { snapshotTables } from './helpers/fuzz-snapshot.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';
import { createUpdate, patchUpdate, postUpdate, storedFiles } from './helpers/uploads.js';

// The multipart parser refuses too many or too large text fields before holding them in
// memory (decision 132): 100 requests of 49 fields of 200 KB each once took 1 GB.

let t: TestApp;
let cookie: string;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  projectId = (await seedProject(t.db, { name: 'Limits Project' })).id;
});
afterAll(() => t.close());

const photo = { filename: 'p.png', contentType: 'image/png', data: PNG_BYTES };
const fields = () => ({ projectId, note: 'Within limits', date: '2026-03-04' });

/** Refused with a 413 whose message says `limit`; no row and no file is left behind. */
async function expectTooLarge(limit: RegExp, send: () => Promise<LightMyRequestResponse>) {
  const before = await snapshotTables(t.db);
  const filesBefore = storedFiles(t.dataDir);
  const response = await send();
  expect(response.statusCode, response.body.slice(0, 300)).toBe(413);
  expect(response.json<{ message: string }>().message).toMatch(limit);
  expect(await snapshotTables(t.db)).toBe(before);
  expect(storedFiles(t.dataDir)).toEqual(filesBefore);
}

/** `count` extra fields named extra0, extra1, ... each of `bytes` bytes. */
const padding = (count: number, bytes: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra${i}`, 'x'.repeat(bytes)]));

describe(`multipart limits (${testDialect})`, () => {
  it('refuses more text fields than an update has, naming the limit', async () => {
    const limit = new RegExp(`at most ${MAX_TEXT_FIELDS} text fields`);
    await expectTooLarge(limit, () =>
      postUpdate(t, cookie, { ...fields(), ...padding(MAX_TEXT_FIELDS, 1) }, [photo]),
    );
    const update = await createUpdate(t, cookie, fields());
    await expectTooLarge(limit, () =>
      patchUpdate(t, cookie, update.id, { note: 'x', ...padding(MAX_TEXT_FIELDS, 1) }, [photo]),
    );
  });

  it('refuses a text field over the size limit, naming the field and the limit', async () => {
    await expectTooLarge(new RegExp(`note: .*at most ${MAX_FIELD_BYTES} bytes`), () =>
      postUpdate(t, cookie, { ...fields(), note: 'x'.repeat(MAX_FIELD_BYTES + 1) }, [photo]),
    );
  });

  it('refuses many large fields once their total passes the limit', async () => {
    // The shape of the report: 49 fields of 200 KB, each under the per-field limit.
    await expectTooLarge(new RegExp(`at most ${MAX_TEXT_BYTES} bytes of text`), () =>
      postUpdate(t, cookie, { ...fields(), ...padding(49, 200_000) }, [photo]),
    );
  });

  it('still accepts the longest note and checklist the schema allows, in any script', async () => {
    const note = '界'.repeat(MAX_NOTE_LENGTH);
    // 200 items whose JSON text is exactly the longest a checklist may be.
    const empty = Array.from({ length: MAX_CHECKLIST_ITEMS }, (_, i) => ({
      text: '',
      completed: i % 2 === 0,
    }));
    const room = MAX_CHECKLIST_JSON_LENGTH - JSON.stringify(empty).length;
    const items = empty.map((item, i) => ({
      ...item,
      text: '界'.repeat(Math.floor(room / empty.length) + (i < room % empty.length ? 1 : 0)),
    }));
    const checklist = JSON.stringify(items);
    expect(checklist.length).toBe(MAX_CHECKLIST_JSON_LENGTH);
    expect(Buffer.byteLength(checklist)).toBeGreaterThan(250_000);
    const response = await postUpdate(t, cookie, { ...fields(), note, checklist }, [photo]);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const update = response.json<{ id: string; note: string; checklist: string }>();
    expect(update.note).toBe(note);
    expect(JSON.parse(update.checklist)).toEqual(items);
    const edited = await patchUpdate(t, cookie, update.id, { note, checklist });
    expect(edited.statusCode).toBe(200);
  });
});
