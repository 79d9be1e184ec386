import fs from 'node:fs';
import { expect, test } from 'vitest';
import { buildId, workerForBuild } from './service-worker.js';

const WORKER = fs.readFileSync('src/web/service-worker/sw.js', 'utf8');
const FILES = ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css'];

// Decision 258: each build is a new worker to the browser, and only a new build is.
test("the worker's source carries its build's id, which changes with the build's files", () => {
  const worker = workerForBuild(WORKER, FILES);
  expect(worker).toContain(`// Build: ${buildId(FILES)}.`);
  expect(buildId(FILES)).toMatch(/^[0-9a-f]{16}$/);
  expect(worker).not.toContain('__SITEBOOK_BUILD__');
  expect(workerForBuild(WORKER, [...FILES])).toBe(worker);
  const next = workerForBuild(WORKER, ['/assets/index-Zz99Yy88.js', FILES[1]!]);
  expect(next).not.toBe(worker);
  expect(next.replace(/Build: \w+/, '')).toBe(worker.replace(/Build: \w+/, ''));
});

test('a worker without the mark is refused, not built the same for every build', () => {
  expect(() => workerForBuild('self.addEventListener("fetch", () => {});', FILES)).toThrow(
    /__SITEBOOK_BUILD__/,
  );
});
