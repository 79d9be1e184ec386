// Decides whether the production build in dist/ is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = [
  'src',
  'package.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'tsconfig.web.json',
];
const OUTPUTS = ['dist/server/main.js', 'dist/web/index.html', 'dist/web/landing.html'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsStale() {
  const outputTimes = OUTPUTS.map(
    (file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0,
  );
  const oldestOutput = Math.min(...outputTimes);
  if (oldestOutput === 0) return true;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > oldestOutput);
}
