// Runs the production build for the end-to-end tests on fresh data: a new data
// directory, and with TEST_DATABASE_URL a freshly created PostgreSQL database.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const dataDir = path.resolve('test-results/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

Object.assign(process.env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  OWNER_USERNAME: 'admin',
  OWNER_PASSWORD: 'e2e-owner-password',
  LOG_LEVEL: 'warn',
});
delete process.env.DATABASE_URL;

if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  const database = 'sitebook_e2e';
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  url.pathname = `/${database}`;
  process.env.DATABASE_URL = url.href;
}

await import('../../dist/server/main.js');
