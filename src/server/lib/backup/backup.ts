import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';

// A backup is one .tar.gz holding `sitebook.db` (a consistent snapshot taken
// with VACUUM INTO while the server keeps running), `uploads/` (every file the
// snapshot references) and `manifest.json` (SHA-256 of each, checked on restore).

export const DATABASE_FILE = 'sitebook.db';
export const UPLOADS_DIR = 'uploads';
const MANIFEST_FILE = 'manifest.json';
const ATTEMPTS = 3;

export interface BackupManifest {
  format: 'sitebook-backup/1';
  createdAt: string;
  files: Record<string, string>;
}

export class BackupError extends Error {}

export function sha256File(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

function snapshotDatabase(source: string, target: string): string[] {
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
  const snapshot = new SQLite(target, { readonly: true });
  try {
    return snapshot
      .prepare('SELECT storage_key AS key FROM update_files')
      .all()
      .map((row) => (row as { key: string }).key);
  } finally {
    snapshot.close();
  }
}

/** Stages snapshot + referenced files in `stage`; false when a file vanished meanwhile. */
function stage(dataDir: string, stageDir: string): boolean {
  fs.rmSync(stageDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(stageDir, UPLOADS_DIR), { recursive: true });
  const keys = snapshotDatabase(
    path.join(dataDir, DATABASE_FILE),
    path.join(stageDir, DATABASE_FILE),
  );
  for (const key of keys) {
    try {
      fs.copyFileSync(path.join(dataDir, UPLOADS_DIR, key), path.join(stageDir, UPLOADS_DIR, key));
    } catch (error) {
      // Deleted between the snapshot and the copy: take a fresh snapshot.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
  return true;
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

export async function createBackup(options: { dataDir: string; outDir: string; now?: Date }) {
  const { dataDir, outDir } = options;
  const now = options.now ?? new Date();
  if (!fs.existsSync(path.join(dataDir, DATABASE_FILE))) {
    throw new BackupError(`No Sitebook database in ${dataDir}.`);
  }
  fs.mkdirSync(outDir, { recursive: true });
  const stageDir = fs.mkdtempSync(path.join(outDir, '.backup-'));
  try {
    let consistent = false;
    for (let attempt = 0; attempt < ATTEMPTS && !consistent; attempt += 1) {
      consistent = stage(dataDir, stageDir);
    }
    if (!consistent) throw new BackupError('Files kept changing during the backup; try again.');
    const entries = listFiles(stageDir);
    const manifest: BackupManifest = {
      format: 'sitebook-backup/1',
      createdAt: now.toISOString(),
      files: Object.fromEntries(
        entries.map((file) => [file, sha256File(path.join(stageDir, file))]),
      ),
    };
    fs.writeFileSync(path.join(stageDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const archive = path.join(outDir, `sitebook-backup-${stamp}.tar.gz`);
    const partial = `${archive}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: stageDir, portable: true }, [
      MANIFEST_FILE,
      ...entries,
    ]);
    fs.renameSync(partial, archive);
    return { archive, files: entries.length - 1 };
  } finally {
    fs.rmSync(stageDir, { recursive: true, force: true });
  }
}

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

// What createBackup writes, and nothing else: plain files and folders at these names.
const BACKUP_ENTRY = /^(manifest\.json|sitebook\.db|uploads\/?|uploads\/[^/\\]+)$/;
const PLAIN_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/** Why an archive entry could write outside the restore folder, or is not ours. */
export function entryProblem(entry: { type: string; path: string; linkpath?: string }) {
  const name = JSON.stringify(entry.path);
  if (entry.type === 'SymbolicLink') return `${name} is a symbolic link (to ${entry.linkpath})`;
  if (entry.type === 'Link') return `${name} is a hard link (to ${entry.linkpath})`;
  if (!PLAIN_TYPES.has(entry.type)) return `${name} is not a plain file (${entry.type})`;
  if (/^([/\\]|[a-z]:)/i.test(entry.path)) return `${name} is an absolute path`;
  if (entry.path.split(/[/\\]/).includes('..')) return `${name} climbs out of the archive (..)`;
  if (!BACKUP_ENTRY.test(entry.path)) return `${name} is not part of a Sitebook backup`;
  return undefined;
}

/**
 * Reads the whole archive before anything is written: a link, an absolute path or
 * `..` could make tar write outside the restore folder (tar refuses some itself, but
 * mid-extraction, with files still being written).
 */
async function checkEntries(archive: string): Promise<void> {
  const problems: string[] = [];
  await tar.t({
    file: archive,
    onReadEntry: (entry) => {
      const problem = entryProblem(entry);
      if (problem) problems.push(problem);
    },
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 3).join('; ');
    const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
    throw new BackupError(
      `Refused: this is not a safe Sitebook backup: ${shown}${more}. Nothing was restored.`,
    );
  }
}

/** Removes a failed restore's folder; retried, as tar may still be finishing writes. */
async function removeStage(stageDir: string, reason: unknown): Promise<void> {
  try {
    await fs.promises.rm(stageDir, { recursive: true, force: true, maxRetries: 10 });
  } catch (error) {
    // The reason the restore failed comes first; the leftover folder is named for the operator.
    const why = reason instanceof Error ? reason.message : String(reason);
    throw new BackupError(`${why} (${stageDir} could not be removed: ${(error as Error).message})`);
  }
}

/** Restores an archive into an empty data directory, checking every checksum first. */
export async function restoreBackup(options: { archive: string; dataDir: string }) {
  const { archive, dataDir } = options;
  if (!fs.existsSync(archive)) throw new BackupError(`No backup at ${archive}.`);
  if (!isEmptyDir(dataDir)) {
    throw new BackupError(`${dataDir} is not empty. Restore into an empty data directory.`);
  }
  await checkEntries(archive);
  const parent = path.dirname(path.resolve(dataDir));
  fs.mkdirSync(parent, { recursive: true });
  const stageDir = fs.mkdtempSync(path.join(parent, '.restore-'));
  try {
    await tar.x({ file: archive, cwd: stageDir, strict: true });
    const manifestPath = path.join(stageDir, MANIFEST_FILE);
    if (!fs.existsSync(manifestPath))
      throw new BackupError('This archive is not a Sitebook backup.');
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
    if (manifest.format !== 'sitebook-backup/1') throw new BackupError('Unknown backup format.');
    for (const [file, checksum] of Object.entries(manifest.files)) {
      const staged = path.join(stageDir, file);
      const unsafe = entryProblem({ type: 'File', path: file });
      if (unsafe || !fs.existsSync(staged) || sha256File(staged) !== checksum) {
        throw new BackupError(`The backup is damaged: ${file} does not match its checksum.`);
      }
    }
    fs.rmSync(manifestPath);
    fs.mkdirSync(path.join(stageDir, UPLOADS_DIR), { recursive: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.renameSync(stageDir, dataDir);
    return { createdAt: manifest.createdAt, files: Object.keys(manifest.files).length - 1 };
  } catch (error) {
    await removeStage(stageDir, error);
    throw error;
  }
}
