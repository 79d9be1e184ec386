import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// The real server (src/server/main.ts through tsx) as a child process, on SQLite in
// a data directory of the test's own, for crash and shutdown tests.

export const PROCESS_OWNER = { username: 'owner', password: 'process-owner-password' };

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      // Port 0: the server takes a free port itself and logs it. A port chosen here and
      // handed over could be taken meanwhile by another file's server, whose health check
      // would then answer for this one before it had even swept its folders.
      PORT: '0',
      DATA_DIR: dataDir,
      OWNER_USERNAME: PROCESS_OWNER.username,
      OWNER_PASSWORD: PROCESS_OWNER.password,
      // Info: the listening line names the port.
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test that fails between start and kill must not leave its server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      resolve({ code, signal });
    }),
  );
  const deadline = Date.now() + 30_000;
  const waitOrGiveUp = async (reason: string) => {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start (${reason}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  let listening: RegExpExecArray | null;
  while (!(listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output))) {
    await waitOrGiveUp('no listening line: LOG_LEVEL must be info or lower');
  }
  const baseUrl = listening[1]!;
  const healthy = () =>
    fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await healthy())) await waitOrGiveUp('not healthy');
  return { child, baseUrl, output: () => output, exited };
}

/** Signs in and returns the Cookie header value. */
export async function signInTo(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PROCESS_OWNER),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}
