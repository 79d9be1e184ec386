// `node scripts/side-by-side.mjs typecheck lint`: runs those npm scripts at the same time
// and fails if any of them fails. Each is single-threaded (tsc, ESLint, Prettier), so on two
// cores the pair takes about the longer one's time instead of the sum. Each one's output is
// printed whole when it ends, so two reports never interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(npm, ['run', name], {
        env: { ...process.env, FORCE_COLOR: '1' },
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        process.stdout.write(`\n> npm run ${name} (${seconds} s, exit ${code})\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code === 0);
      });
    }),
);

const passed = await Promise.all(runs);
process.exitCode = passed.every(Boolean) ? 0 : 1;
