// `npm start`: builds when the build is missing or stale, then runs the production server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root } from './build-state.mjs';

if (buildIsStale()) {
  console.log('Building Sitebook (first start or changed sources)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
