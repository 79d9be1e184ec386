// `npm run demo [-- --force]`: fills an empty Sitebook (the configured DATA_DIR or
// DATABASE_URL) with a contractor's month of work, through the real API.
import { loadConfig } from '../src/server/config.js';
import { DemoError, runDemo } from './demo/run-demo.js';

const force = process.argv.includes('--force');
const started = Date.now();
const config = loadConfig();
runDemo(config, { force }).then(
  (counts) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Demo data added in ${seconds} s: ${counts.contacts} contacts, ${counts.projects} projects, ` +
        `${counts.tasks} tasks, ${counts.updates} updates with ${counts.photos} photos, ` +
        `${counts.invoices} invoices.\nStart the app with \`npm start\`. ${counts.signIn}`,
    );
  },
  (error: unknown) => {
    console.error(error instanceof DemoError ? error.message : error);
    process.exit(1);
  },
);
