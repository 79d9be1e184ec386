import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackup, restoreBackup, sha256File } from '../../src/server/lib/backup/backup.js';
import { drainSearchQueue } from '../../src/server/db/search-indexer.js';
import { newId, nowIso } from '../../src/server/lib/ids.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { seedClient, seedProject, seedTask, seedUpdate } from './helpers/seed.js';

let t: TestApp;
let workDir: string;
beforeEach(async () => {
  t = await createTestApp({ sqliteOnly: true });
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-backup-'));
});
afterEach(async () => {
  await t.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function addFile(updateId: string, name: string, content: Buffer) {
  const key = crypto.randomBytes(16).toString('hex');
  fs.mkdirSync(path.join(t.dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'uploads', key), content);
  await t.db
    .insertInto('update_files')
    .values({
      id: newId(),
      update_id: updateId,
      name,
      size: content.length,
      content_type: 'image/png',
      storage_key: key,
      created_at: nowIso(),
    })
    .execute();
  return key;
}

async function populate() {
  const client = await seedClient(t.db, { name: 'Zoë Müller', email: 'zoe@example.com' });
  const project = await seedProject(t.db, { clientId: client.id, name: 'Bridge deck' });
  await seedTask(t.db, { projectId: project.id, checklist: '[{"text":"Pour","completed":true}]' });
  for (let i = 0; i < 5; i += 1) {
    const update = await seedUpdate(t.db, {
      projectId: project.id,
      note: `Day ${i} — rebar “placed”`,
    });
    await addFile(update.id, `photo-${i}.png`, crypto.randomBytes(1000 + i));
  }
  // The search index is filled just after the writes (decision 214): let it settle, so the
  // tables compared below change only if something else writes.
  await drainSearchQueue(t.db);
}

function dumpTables(file: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all()]),
    );
  } finally {
    db.close();
  }
}

function checksums(dir: string) {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs.readdirSync(dir).map((name) => [name, sha256File(path.join(dir, name))]),
  );
}

describe('backup and restore', () => {
  it('round-trips every record and every file checksum into an empty data directory', async () => {
    await populate();
    const { archive, files } = await createBackup({
      dataDir: t.dataDir,
      outDir: path.join(workDir, 'backups'),
    });
    expect(path.basename(archive)).toMatch(/^sitebook-backup-\d{4}-\d{2}-\d{2}T.+\.tar\.gz$/);
    expect(files).toBe(5);

    const restoredDir = path.join(workDir, 'restored');
    await restoreBackup({ archive, dataDir: restoredDir });
    expect(dumpTables(path.join(restoredDir, 'sitebook.db'))).toEqual(
      dumpTables(path.join(t.dataDir, 'sitebook.db')),
    );
    expect(checksums(path.join(restoredDir, 'uploads'))).toEqual(
      checksums(path.join(t.dataDir, 'uploads')),
    );
  });

  it('takes a consistent snapshot while writes continue', async () => {
    await populate();
    const project = await seedProject(t.db, { name: 'Busy site' });
    let writing = true;
    const writer = (async () => {
      let count = 0;
      while (writing) {
        await seedUpdate(t.db, { projectId: project.id, note: `write ${count++}` });
        // Yield to I/O as a server does between requests (SQLite calls resolve as microtasks).
        await new Promise((resolve) => setImmediate(resolve));
      }
      return count;
    })();
    const { archive } = await createBackup({ dataDir: t.dataDir, outDir: workDir });
    writing = false;
    await writer;
    const restoredDir = path.join(workDir, 'restored');
    await restoreBackup({ archive, dataDir: restoredDir });
    const db = new SQLite(path.join(restoredDir, 'sitebook.db'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const keys = db.prepare('SELECT storage_key AS key FROM update_files').all() as {
      key: string;
    }[];
    db.close();
    for (const { key } of keys)
      expect(fs.existsSync(path.join(restoredDir, 'uploads', key))).toBe(true);
  });

  it('refuses to restore over existing data', async () => {
    await populate();
    const { archive } = await createBackup({ dataDir: t.dataDir, outDir: workDir });
    await expect(restoreBackup({ archive, dataDir: t.dataDir })).rejects.toThrow(/not empty/);
  });

  it('refuses a damaged archive and leaves the target untouched', async () => {
    await populate();
    const { archive } = await createBackup({ dataDir: t.dataDir, outDir: workDir });
    const unpacked = path.join(workDir, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    const upload = fs.readdirSync(path.join(unpacked, 'uploads'))[0]!;
    fs.appendFileSync(path.join(unpacked, 'uploads', upload), 'tampered');
    const damaged = path.join(workDir, 'damaged.tar.gz');
    await tar.c({ gzip: true, file: damaged, cwd: unpacked }, fs.readdirSync(unpacked));
    const target = path.join(workDir, 'target');
    await expect(restoreBackup({ archive: damaged, dataDir: target })).rejects.toThrow(/damaged/);
    expect(fs.existsSync(target)).toBe(false);
  });

  describe('refuses an archive that could write outside the restore folder', () => {
    const unpackBackup = async () => {
      const { archive } = await createBackup({ dataDir: t.dataDir, outDir: workDir });
      const unpacked = path.join(workDir, 'unpacked');
      fs.mkdirSync(unpacked);
      await tar.x({ file: archive, cwd: unpacked });
      return unpacked;
    };
    const hostile: [string, (unpacked: string, victim: string) => string[], RegExp][] = [
      [
        'an absolute symbolic link',
        (unpacked, victim) => {
          fs.symlinkSync(victim, path.join(unpacked, 'uploads', 'evil'));
          return ['manifest.json', 'sitebook.db', 'uploads'];
        },
        /"uploads\/evil" is a symbolic link \(to \/.+\)/,
      ],
      [
        'a hard link',
        (unpacked) => {
          const [first] = fs.readdirSync(path.join(unpacked, 'uploads'));
          const uploads = path.join(unpacked, 'uploads');
          fs.linkSync(path.join(uploads, first!), path.join(uploads, 'b'.repeat(40)));
          return ['manifest.json', 'sitebook.db', 'uploads'];
        },
        /"uploads\/\w+" is a hard link \(to uploads\/\w+\)/,
      ],
      [
        'an absolute path',
        (_unpacked, victim) => {
          fs.writeFileSync(path.join(victim, 'planted'), 'x');
          return ['manifest.json', 'sitebook.db', path.join(victim, 'planted')];
        },
        /is an absolute path/,
      ],
      [
        'a path with ..',
        (unpacked) => {
          fs.writeFileSync(path.join(workDir, 'outside.txt'), 'x');
          expect(path.dirname(unpacked)).toBe(workDir);
          return ['manifest.json', 'sitebook.db', '../outside.txt'];
        },
        /"\.\.\/outside\.txt" climbs out of the archive/,
      ],
    ];

    it.each(hostile)(
      '%s: a clear reason, no restore folder left, nothing touched',
      async (_name, add, reason) => {
        await populate();
        const tablesBefore = dumpTables(path.join(t.dataDir, 'sitebook.db'));
        const filesBefore = checksums(path.join(t.dataDir, 'uploads'));
        const victim = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-victim-'));
        try {
          const unpacked = await unpackBackup();
          const entries = add(unpacked, victim);
          const victimBefore = checksums(victim);
          const archive = path.join(workDir, 'hostile.tar.gz');
          // Packed synchronously: node-tar's async Pack can deadlock on a file and its hard
          // link in one archive (isaacs/node-tar#458, #460), which hung this test now and then.
          tar.c(
            { gzip: true, file: archive, cwd: unpacked, preservePaths: true, sync: true },
            entries,
          );
          const parent = path.join(workDir, 'restore-here');
          fs.mkdirSync(parent);
          const target = path.join(parent, 'data');

          const failure = restoreBackup({ archive, dataDir: target });
          await expect(failure).rejects.toThrow(reason);
          await expect(failure).rejects.toThrow(/^Refused: .*Nothing was restored\.$/);
          expect(fs.readdirSync(parent)).toEqual([]);
          expect(checksums(victim)).toEqual(victimBefore);
          expect(dumpTables(path.join(t.dataDir, 'sitebook.db'))).toEqual(tablesBefore);
          expect(checksums(path.join(t.dataDir, 'uploads'))).toEqual(filesBefore);
        } finally {
          fs.rmSync(victim, { recursive: true, force: true });
        }
      },
    );
  });
});
