import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { Update } from '../../../src/core/schemas/update.js';
import type { TestApp } from './test-app.js';
import { multipart, type FilePart } from './multipart.js';

/** Every file under DATA_DIR/uploads, temporary files included (relative paths). */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

export function postUpdate(
  t: TestApp,
  cookie: string,
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, files);
  return t.request(cookie, { method: 'POST', url: '/api/updates', ...body });
}

export function patchUpdate(
  t: TestApp,
  cookie: string,
  id: string,
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, files);
  return t.request(cookie, { method: 'PATCH', url: `/api/updates/${id}`, ...body });
}

export async function createUpdate(
  t: TestApp,
  cookie: string,
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
): Promise<Update> {
  const response = await postUpdate(t, cookie, fields, files);
  if (response.statusCode !== 201) {
    throw new Error(`create update failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<Update>();
}

/** An update's revision (a change number, migrations 2200 and 2400). */
export async function revisionOf(t: TestApp, id: string): Promise<number> {
  const row = await t.db
    .selectFrom('updates')
    .select('revision')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.revision;
}
