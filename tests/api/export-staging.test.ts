import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configWith } from '../../src/server/config.js';
import {
  createFullExport,
  sweepExportStaging,
} from '../../src/server/features/data-transfer/full-export.js';
import { newId, nowIso } from '../../src/server/lib/ids.js';
import { startServer } from '../../src/server/server.js';
import { seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, OWNER, testDialect, type TestApp } from './helpers/test-app.js';

// A full export stages a JSON copy of every table and hard links to the photos
// under DATA_DIR/exports; a stage must never outlive its export (finding 8).

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const stagingFolders = (dataDir: string) => {
  const dir = path.join(dataDir, 'exports');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/** Files this process holds open under `dir` (Linux), deleted ones included. */
function openFilesUnder(dir: string) {
  return fs
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fs.readlinkSync(path.join('/proc/self/fd', fd));
      } catch {
        return ''; // closed meanwhile
      }
    })
    .filter((target) => target.startsWith(`${dir}${path.sep}`));
}

/** What a crash mid-export leaves behind: a stage with data and a linked upload. */
function leaveCrashedStage(dataDir: string) {
  const stage = path.join(dataDir, 'exports', 'full-Crash1');
  fs.mkdirSync(path.join(stage, 'data'), { recursive: true });
  fs.mkdirSync(path.join(stage, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(stage, 'data', 'clients.json'), '[{"name":"Zoë"}]');
  fs.writeFileSync(path.join(stage, 'uploads', 'a'.repeat(40)), 'photo bytes');
  return stage;
}

/** A large incompressible upload, so a download is still streaming when it is cut. */
async function addLargeUpload() {
  const project = await seedProject(t.db, { name: 'Large files' });
  const update = await seedUpdate(t.db, { projectId: project.id });
  const key = crypto.randomBytes(20).toString('hex');
  const content = crypto.randomBytes(16 * 1024 * 1024);
  fs.mkdirSync(path.join(t.dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'uploads', key), content);
  await t.db
    .insertInto('update_files')
    .values({
      id: newId(),
      update_id: update.id,
      name: 'big.jpg',
      size: content.length,
      content_type: 'image/jpeg',
      storage_key: key,
      created_at: nowIso(),
    })
    .execute();
}

describe('export staging folders', () => {
  it('a stage left by a crash is removed by the start-up sweep', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-sweep-'));
    try {
      leaveCrashedStage(dataDir);
      const other = path.join(dataDir, 'exports', 'keep-me.txt');
      fs.writeFileSync(other, 'not a stage');
      expect(await sweepExportStaging(dataDir)).toBe(1);
      expect(stagingFolders(dataDir)).toEqual(['keep-me.txt']);
      // Nothing to sweep (no exports folder at all) is not an error.
      expect(await sweepExportStaging(path.join(dataDir, 'missing'))).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(testDialect === 'sqlite')(
    'startServer sweeps a crashed stage before serving',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-sweep-'));
      try {
        const stage = leaveCrashedStage(dataDir);
        const app = await startServer(
          configWith({
            DATA_DIR: dataDir,
            LOG_LEVEL: 'silent',
            OWNER_USERNAME: OWNER.username,
            OWNER_PASSWORD: OWNER.password,
          }),
        );
        await app.close();
        expect(fs.existsSync(stage)).toBe(false);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('an export stream that fails has removed its stage by the time it closes', async () => {
    const stream = await createFullExport(t.db, t.dataDir);
    expect(stagingFolders(t.dataDir)).toHaveLength(1);
    const closed = new Promise((resolve) => stream.once('close', resolve));
    stream.on('error', () => undefined);
    stream.destroy(new Error('disk full'));
    await closed;
    expect(stagingFolders(t.dataDir)).toEqual([]);
  });

  it('a download the client cuts short leaves no stage behind', async () => {
    await addLargeUpload();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: '/api/export/full',
      headers: { cookie },
    });
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    expect(response.statusCode).toBe(200);
    // One chunk arrives while the rest is still being packed, then the client is gone.
    await once(response, 'data');
    request.on('error', () => undefined);
    response.on('error', () => undefined);
    request.destroy();
    // The server notices the closed socket on its own schedule; the bound is generous.
    await vi.waitFor(() => expect(stagingFolders(t.dataDir)).toEqual([]), {
      timeout: 20_000,
      interval: 20,
    });
    // Nor a file it had open: a paused pack would keep them (and deleted photos) for good.
    if (fs.existsSync('/proc/self/fd')) {
      await vi.waitFor(() => expect(openFilesUnder(path.join(t.dataDir, 'exports'))).toEqual([]), {
        timeout: 20_000,
        interval: 20,
      });
    }
  });
});
