import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// Builds and runs the real production server (compiled JS, built web app),
// measures its cold start and samples its memory.

export const root = path.resolve(import.meta.dirname, '../..');

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** tsc + vite build (with a manifest) into outDir; skipped when outDir already holds a build. */
export function buildInto(outDir: string, log: (line: string) => void): void {
  if (fs.existsSync(path.join(outDir, 'server/main.js'))) {
    log(`Reusing the build in ${outDir}`);
    return;
  }
  log(`Building the server and the web app into ${outDir} ...`);
  run('npx', ['tsc', '-p', 'tsconfig.server.json', '--outDir', outDir]);
  run('npx', [
    'vite',
    'build',
    '--logLevel',
    'warn',
    '--manifest',
    '--outDir',
    path.join(outDir, 'web'),
    '--emptyOutDir',
  ]);
  // The compiled server resolves its packages from here, like dist/ does inside the repository.
  const modules = path.join(outDir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  pid: number;
  coldStartMs: number;
  /** Highest resident set size seen (VmHWM), in MB. */
  peakRssMb: () => number;
  stop: () => Promise<void>;
}

function readStatusKb(pid: number, field: string): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Starts `node <build>/server/main.js`; resolves once GET /api/health answers 200. */
export async function startServer(
  buildDir: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, path.join(buildDir, 'server/main.js')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        BENCH_BARE_ROUTE: '1',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  let coldStartMs: number;
  for (;;) {
    if (exited) throw new Error('The server exited during start-up (see its output above).');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) {
        coldStartMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error('The server did not start in 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const pid = child.pid!;
  let peakKb = 0;
  const sample = () => (peakKb = Math.max(peakKb, readStatusKb(pid, 'VmHWM')));
  const timer = setInterval(sample, 250);
  return {
    url,
    pid,
    coldStartMs,
    peakRssMb: () => {
      sample();
      return Math.round(peakKb / 1024);
    },
    stop: async () => {
      clearInterval(timer);
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    },
  };
}

/** Signs in as the owner; returns the Cookie header value. */
export async function signIn(url: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sitebook_session='));
  if (!cookie) throw new Error('Sign-in set no session cookie');
  return cookie.split(';')[0]!;
}
