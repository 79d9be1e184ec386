// `npm run backup [-- <output folder>]`: a consistent snapshot of the SQLite database
// and uploaded files into a dated .tar.gz, safe to run while the server is running.
import path from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { createBackup } from '../src/server/lib/backup/backup.js';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/operations.md).');
  process.exit(2);
}
const outDir = path.resolve(process.argv[2] ?? 'backups');
createBackup({ dataDir: path.resolve(config.DATA_DIR), outDir }).then(
  ({ archive, files }) => console.log(`Backup written: ${archive} (database + ${files} files)`),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
