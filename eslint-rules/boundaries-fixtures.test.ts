import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { rules } from './boundaries.js';
import { SERVER_BOUNDARIES_ENFORCED, serverBoundaries } from '../eslint.config.js';

// The broken-on-purpose files of tests/lint-fixtures, each linted with the repository's
// own eslint.config.js as if it stood at its path without the fixtures prefix.
const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'tests/lint-fixtures');
const EXPECT = /\/\/ expect: (\S+)/;

const fixtureFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return fixtureFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

// Until the server keeps the boundaries, lint the server fixtures with its block turned on.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: SERVER_BOUNDARIES_ENFORCED ? [] : [serverBoundaries],
});

async function boundaryErrors(fixture: string) {
  const pretended = path.relative(fixtures, fixture);
  const [result] = await eslint.lintText(fs.readFileSync(fixture, 'utf8'), {
    filePath: path.join(root, pretended),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('boundaries/'))
    .map((message) => `${message.line} ${message.ruleId}`);
}

function expectedErrors(fixture: string) {
  return fs
    .readFileSync(fixture, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const rule = EXPECT.exec(line)?.[1];
      return rule ? [`${index + 1} ${rule}`] : [];
    });
}

describe('the import boundaries on the broken-on-purpose fixtures', () => {
  const files = fixtureFiles(fixtures);

  it.each(files.map((file) => [path.relative(fixtures, file), file]))(
    '%s: exactly the lines marked "expect" are reported',
    async (_name, file) => {
      expect(await boundaryErrors(file)).toEqual(expectedErrors(file));
    },
    60_000,
  );

  it('every boundary rule is shown failing somewhere', () => {
    const shown = new Set(files.flatMap(expectedErrors).map((error) => error.split(' ')[1]));
    expect([...shown].sort()).toEqual(
      Object.keys(rules)
        .map((rule) => `boundaries/${rule}`)
        .sort(),
    );
  });
});
