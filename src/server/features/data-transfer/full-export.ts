import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import * as tar from 'tar';
import { dialectOf, type Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import { MAIL_SETTING } from '../../lib/mail-settings.js';
import { storedFilePath } from '../../lib/storage.js';

// The full export is one .tar.gz: `manifest.json`, `data/<table>.json` (every row
// of every table, read in one snapshot transaction) and `uploads/<storage key>`
// (the files update_files refers to). Secrets stay out: no password hashes, no
// sessions, no SMTP password. Unlike a backup it is readable by any tool and works
// on both databases.

type Row = Record<string, unknown>;
type LooseDb = Kysely<Record<string, Row>>;

interface ExportTable {
  name: string;
  key: string;
  clean?: (row: Row) => Row;
}

const withoutMailPassword = (row: Row): Row => {
  if (row.key !== MAIL_SETTING || typeof row.value !== 'string') return row;
  try {
    const value = JSON.parse(row.value) as Row;
    return { ...row, value: JSON.stringify({ ...value, password: '' }) };
  } catch {
    return { ...row, value: null };
  }
};

export const EXPORT_TABLES: ExportTable[] = [
  { name: 'users', key: 'id', clean: ({ password_hash: _hash, ...row }) => row },
  { name: 'settings', key: 'key', clean: withoutMailPassword },
  { name: 'clients', key: 'id' },
  { name: 'projects', key: 'id' },
  { name: 'tasks', key: 'id' },
  { name: 'updates', key: 'id' },
  { name: 'update_files', key: 'id' },
  { name: 'invoices', key: 'id' },
  { name: 'invoice_counter', key: 'name' },
  { name: 'project_email_schedules', key: 'id' },
  { name: 'sent_mail_log', key: 'id' },
];

const PAGE = 1000;

/** Writes a table as a JSON array a page at a time; returns the row count. */
async function writeTable(db: LooseDb, table: ExportTable, file: string, keys: string[]) {
  const out = fs.createWriteStream(file);
  const write = (text: string) =>
    new Promise<void>((resolve, reject) =>
      out.write(text, (error) => (error ? reject(error) : resolve())),
    );
  let count = 0;
  let after: unknown;
  await write('[');
  for (;;) {
    const rows = await db
      .selectFrom(table.name)
      .selectAll()
      .$if(after !== undefined, (q) => q.where(table.key, '>', after))
      .orderBy(table.key)
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      if (table.name === 'update_files') keys.push(String(row.storage_key));
      await write(`${count === 0 ? '\n' : ',\n'}${JSON.stringify(table.clean?.(row) ?? row)}`);
      count += 1;
    }
    if (rows.length < PAGE) break;
    after = rows.at(-1)![table.key];
  }
  await write('\n]\n');
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return count;
}

async function stageTables(db: Db, dir: string) {
  const keys: string[] = [];
  const counts: Record<string, number> = {};
  const run = async (trx: Db) => {
    for (const table of EXPORT_TABLES) {
      const file = path.join(dir, 'data', `${table.name}.json`);
      counts[table.name] = await writeTable(trx as unknown as LooseDb, table, file, keys);
    }
  };
  // One snapshot: rows written meanwhile never leave a file without its update.
  const transaction = db.transaction();
  await (
    dialectOf(db) === 'postgres' ? transaction.setIsolationLevel('repeatable read') : transaction
  ).execute(run);
  return { keys, counts };
}

/** Hard-links (or copies) each stored file into the stage; missing files are listed. */
async function stageFiles(dataDir: string, dir: string, keys: string[]) {
  const missing: string[] = [];
  for (const key of keys) {
    const source = storedFilePath(dataDir, key);
    const target = path.join(dir, 'uploads', key);
    try {
      await fs.promises.link(source, target).catch(() => fs.promises.copyFile(source, target));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      missing.push(key);
    }
  }
  return missing;
}

/** Stages the export and returns the gzipped tar as a stream; the stage goes when it ends. */
export async function createFullExport(db: Db, dataDir: string): Promise<Readable> {
  const base = path.join(dataDir, 'exports');
  await fs.promises.mkdir(base, { recursive: true });
  const dir = await fs.promises.mkdtemp(path.join(base, 'full-'));
  const cleanup = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    await fs.promises.mkdir(path.join(dir, 'data'));
    await fs.promises.mkdir(path.join(dir, 'uploads'));
    const { keys, counts } = await stageTables(db, dir);
    const missingFiles = await stageFiles(dataDir, dir, keys);
    const manifest = {
      format: 'sitebook-export/1',
      createdAt: nowIso(),
      tables: counts,
      files: keys.length - missingFiles.length,
      missingFiles,
    };
    await fs.promises.writeFile(
      path.join(dir, 'manifest.json'),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    const pack = tar.c({ gzip: true, cwd: dir, portable: true }, [
      'manifest.json',
      'data',
      'uploads',
    ]);
    // A download cut short destroys the stream; the pack may still fail reading
    // the removed stage, which must not surface as an unhandled error.
    pack.on('error', () => undefined);
    const stream = Readable.from(pack);
    stream.once('close', () => void cleanup());
    return stream;
  } catch (error) {
    await cleanup();
    throw error;
  }
}
