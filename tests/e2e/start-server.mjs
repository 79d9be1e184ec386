// Builds the production app into a folder of this run's own and serves it on fresh
// data: a new data directory, and with TEST_DATABASE_URL a new PostgreSQL database.
// Runs on different E2E_PORTs never share a build, data or database.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const port = process.env.PORT ?? '3210';
const runDir = path.resolve(`test-results/e2e-${port}`);
const buildDir = path.join(runDir, 'build');
const dataDir = path.join(runDir, 'data');
fs.rmSync(runDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const bin = (name) => path.resolve('node_modules/.bin', name);
execFileSync(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', path.join(buildDir, 'web')], {
  stdio: 'inherit',
});
execFileSync(bin('tsc'), ['-p', 'tsconfig.server.json', '--outDir', buildDir], {
  stdio: 'inherit',
});

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
  const database = `sitebook_e2e_${port}`;
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  url.pathname = `/${database}`;
  process.env.DATABASE_URL = url.href;
}

await import(pathToFileURL(path.join(buildDir, 'server/main.js')).href);
