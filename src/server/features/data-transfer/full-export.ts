import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as tar from 'tar';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import { SETTINGS } from '../../settings/settings.js';
import { storedFilePath } from '../../lib/storage.js';
import { inSnapshot, readTablePage, type ExportRow } from './full-export.queries.js';

// The full export is one .tar.gz: `manifest.json`, `data/<table>.json` (every row
// of every table, read in one snapshot transaction) and `uploads/<storage key>`
// (the files update_files refers to). Secrets stay out: no password hashes, no
// sessions, no SMTP password. Unlike a backup it is readable by any tool and works
// on both databases.

type Row = ExportRow;

interface ExportTable {
  name: string;
  key: string;
  clean?: (row: Row) => Row;
}

const withoutMailPassword = (row: Row): Row => {
  if (row.key !== SETTINGS.mail.key || typeof row.value !== 'string') return row;
  try {
    const value = JSON.parse(row.value) as Row;
    return { ...row, value: JSON.stringify({ ...value, password: '' }) };
  } catch {
    return { ...row, value: null };
  }
};

/** The weather service's API key stays out too (decision 191). */
const withoutWeatherKey = (row: Row): Row => {
  if (row.key !== SETTINGS.weather.key || typeof row.value !== 'string') return row;
  try {
    const value = JSON.parse(row.value) as Row;
    return { ...row, value: JSON.stringify({ ...value, apiKey: '' }) };
  } catch {
    return { ...row, value: null };
  }
};

export const EXPORT_TABLES: ExportTable[] = [
  { name: 'users', key: 'id', clean: ({ password_hash: _hash, ...row }) => row },
  { name: 'settings', key: 'key', clean: (row) => withoutWeatherKey(withoutMailPassword(row)) },
  { name: 'clients', key: 'id' },
  { name: 'projects', key: 'id' },
  { name: 'tasks', key: 'id' },
  { name: 'updates', key: 'id' },
  { name: 'update_files', key: 'id' },
  // The daily log's sections (decision 190); cached weather readings stay out, like sessions.
  { name: 'update_sections', key: 'update_id' },
  { name: 'invoices', key: 'id' },
  { name: 'invoice_counter', key: 'name' },
  { name: 'tax_rates', key: 'id' },
  { name: 'payments', key: 'id' },
  { name: 'invoice_events', key: 'id' },
  { name: 'invoice_reminders', key: 'id' },
  { name: 'project_email_schedules', key: 'id' },
  { name: 'sent_mail_log', key: 'id' },
  // Team accounts (decision 150); invitation links stay out, like sessions.
  { name: 'project_members', key: 'id' },
  { name: 'activity_log', key: 'id' },
  // The client portal (decision 160): links, their views and client questions; the URLs'
  // token hashes stay out, like sessions (a restored install issues new links).
  { name: 'portal_links', key: 'id' },
  { name: 'portal_views', key: 'id' },
  { name: 'portal_questions', key: 'id' },
  // Estimates and change orders (issue 21): documents, numbers, decisions with their
  // evidence, and what contract invoices billed; approval link hashes stay out like
  // the portal's (a restored install sends new links).
  { name: 'estimates', key: 'id' },
  { name: 'estimate_counters', key: 'kind' },
  { name: 'estimate_approvals', key: 'estimate_id' },
  { name: 'contract_billings', key: 'id' },
  { name: 'estimate_milestones', key: 'id' },
];

const PAGE = 1000;

/** Writes a table as a JSON array a page at a time; returns the row count. */
async function writeTable(db: Db, table: ExportTable, file: string, keys: string[]) {
  const out = fs.createWriteStream(file);
  const write = (text: string) =>
    new Promise<void>((resolve, reject) =>
      out.write(text, (error) => (error ? reject(error) : resolve())),
    );
  let count = 0;
  let after: unknown;
  await write('[');
  for (;;) {
    const rows = await readTablePage(db, table, after, PAGE);
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
      counts[table.name] = await writeTable(trx, table, file, keys);
    }
  };
  await inSnapshot(db, run);
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

/** Where exports are staged: `${DATA_DIR}/exports/full-<random>`, one folder per export. */
const exportsDir = (dataDir: string) => path.join(dataDir, 'exports');
const STAGE_PREFIX = 'full-';

/**
 * Removes the stages a crash left behind (a copy of every table and hard links
 * that keep deleted photos on disk). Called at start-up, before any export runs.
 */
export async function sweepExportStaging(dataDir: string): Promise<number> {
  const names = await fs.promises.readdir(exportsDir(dataDir)).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const stages = names.filter((name) => name.startsWith(STAGE_PREFIX));
  for (const name of stages) {
    await fs.promises.rm(path.join(exportsDir(dataDir), name), { recursive: true, force: true });
  }
  return stages.length;
}

/**
 * The pack as a stream that removes the stage before it closes, however it ends:
 * after the last byte, on an error, or when the download is cut short. Cut short,
 * the pack still reads the files it has open to their end (into nothing): tar has
 * no abort, and a paused pack would hold their descriptors open for good.
 */
function streamRemovingStage(pack: tar.Pack, removeStage: () => Promise<void>): Readable {
  const stream = new Readable({
    read: () => void pack.resume(),
    destroy(error, callback) {
      pack.resume();
      removeStage().then(
        () => callback(error),
        (removeError: Error) => callback(error ?? removeError),
      );
    },
  });
  pack.on('data', (chunk: Buffer) => {
    if (!stream.destroyed && !stream.push(chunk)) pack.pause();
  });
  pack.on('end', () => stream.push(null));
  pack.on('error', (error: unknown) => stream.destroy(error as Error));
  return stream;
}

/** Stages the export and returns the gzipped tar as a stream that removes the stage. */
export async function createFullExport(db: Db, dataDir: string): Promise<Readable> {
  await fs.promises.mkdir(exportsDir(dataDir), { recursive: true });
  const dir = await fs.promises.mkdtemp(path.join(exportsDir(dataDir), STAGE_PREFIX));
  const removeStage = () => fs.promises.rm(dir, { recursive: true, force: true });
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
    return streamRemovingStage(pack, removeStage);
  } catch (error) {
    await removeStage();
    throw error;
  }
}
