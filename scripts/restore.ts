// `npm run restore -- <archive>`: restores a backup into DATA_DIR, which must be empty.
import path from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { restoreBackup } from '../src/server/lib/backup/backup.js';

const archive = process.argv[2];
if (!archive) {
  console.error('Usage: npm run restore -- <backup .tar.gz>');
  process.exit(2);
}
const config = loadConfig();
restoreBackup({ archive: path.resolve(archive), dataDir: path.resolve(config.DATA_DIR) }).then(
  ({ createdAt, files }) =>
    console.log(
      `Restored the backup of ${createdAt} (database + ${files} files) into ${config.DATA_DIR}`,
    ),
  (error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
