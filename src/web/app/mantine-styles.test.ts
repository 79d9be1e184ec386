import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Mantine's styles are split (decision 216): the first screen's sheets in mantine-first.css
// (the entry), the rest in mantine-signed-in.css (the signed-in half), Notification's with
// the toast area. Each sheet is in at most one of them, in the order of Mantine's own
// styles.css. Which sheets: those of the components the build draws, which the build itself
// checks (scripts/lib/mantine-sheets.ts, decision 252).
const here = path.dirname(new URL(import.meta.url).pathname);
const mantine = path.resolve(here, '../../../node_modules/@mantine/core');
const imported = (file: string) =>
  [
    ...fs.readFileSync(file, 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g),
  ].map((match) => match[1]!);
const lazyImported = (file: string) =>
  [
    ...fs.readFileSync(file, 'utf8').matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.css';/g),
  ].map((match) => match[1]!);

describe('Mantine style sheets split between the first screen and the signed-in half', () => {
  const first = imported(path.join(here, 'mantine-first.css'));
  const signedIn = imported(path.join(here, 'mantine-signed-in.css'));
  const toasts = lazyImported(path.join(here, 'notifications-host.tsx'));
  const all = fs
    .readdirSync(path.join(mantine, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.replace(/\.css$/, ''));

  it('imports each sheet once, and only sheets Mantine has', () => {
    const sheets = [...first, ...signedIn, ...toasts];
    expect(new Set(sheets).size).toBe(sheets.length);
    expect(sheets.filter((name) => !all.includes(name))).toEqual([]);
  });

  it('starts with the baseline, the variables and the global rules', () => {
    expect(first.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it("keeps each file in the order of Mantine's styles.css", () => {
    const whole = fs.readFileSync(path.join(mantine, 'styles.css'), 'utf8');
    const position = (name: string) =>
      whole.indexOf(
        fs
          .readFileSync(path.join(mantine, 'styles', `${name}.css`), 'utf8')
          .trim()
          .slice(0, 200),
      );
    for (const list of [first, signedIn]) {
      const positions = list.map(position);
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('does not load the whole style sheet anywhere', () => {
    const main = fs.readFileSync(path.join(here, '../main.tsx'), 'utf8');
    expect(main).not.toContain('@mantine/core/styles.css');
    expect(main).toContain("import './app/mantine-first.css';");
    const signedInApp = fs.readFileSync(path.join(here, 'signed-in-app.tsx'), 'utf8');
    expect(signedInApp.split('\n')[0]).toBe("import './mantine-signed-in.css';");
  });
});
