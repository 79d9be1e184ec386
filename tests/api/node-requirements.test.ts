import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 18 point 7: `npm install` warned that pinned packages need Node 22 while the README
// said 20.19. The README, `engines` and the installed packages must tell the same story.

const root = path.resolve(import.meta.dirname, '../..');
interface PackageJson {
  engines?: { node?: unknown };
  allowScripts?: Record<string, boolean>;
}
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
const pkg = readJson(path.join(root, 'package.json'));
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/** Whether one alternative of an engines range (">=22", "^20.19.0", "20.x") admits a version. */
function admits(alternative: string, [major, minor]: [number, number]): boolean {
  const parts = alternative.trim().split(/\s+(?=[<>^~=])/);
  return parts.every((part) => {
    const match = /^(>=|>|<=|<|\^|~)?\s*v?(\d+)(?:\.(\d+|x))?/.exec(part.trim());
    if (!match) return true; // unknown syntax: do not guess a failure
    const [, op = '', a, b] = match;
    const [m, n] = [Number(a), b === undefined || b === 'x' ? 0 : Number(b)];
    const cmp = major !== m ? major - m : minor - n;
    switch (op) {
      case '>=':
        return cmp >= 0;
      case '>':
        return cmp > 0;
      case '<':
        return cmp < 0;
      case '<=':
        return cmp <= 0;
      case '^':
      case '~':
        return major === m && cmp >= 0;
      default:
        return major === m && (b === undefined || b === 'x' || minor === n);
    }
  });
}
const allows = (range: string, version: [number, number]) =>
  range.split('||').some((alternative) => admits(alternative, version));

describe('the Node version the project asks for', () => {
  it('is the same in engines and the README: 22 LTS recommended, 20.19 still supported', () => {
    const engines = pkg.engines?.node as string;
    expect(allows(engines, [22, 12])).toBe(true);
    expect(allows(engines, [20, 19])).toBe(true);
    expect(allows(engines, [20, 18])).toBe(false);
    expect(readme).toMatch(/Node\.js 22 LTS \(22\.12 or newer\) is recommended/);
    expect(readme).toMatch(/Node\.js 20\.19 or newer is still\s+supported/);
  });

  it('names in the README every installed package whose engines leave Node 20 out', () => {
    const modules = path.join(root, 'node_modules');
    const needing22: string[] = [];
    const visit = (dir: string, name: string) => {
      const file = path.join(dir, 'package.json');
      if (!fs.existsSync(file)) return;
      const range = readJson(file).engines?.node;
      if (typeof range === 'string' && !allows(range, [20, 19]) && allows(range, [22, 12])) {
        needing22.push(name);
      }
    };
    for (const entry of fs.readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      if (entry.startsWith('@')) {
        for (const inner of fs.readdirSync(path.join(modules, entry))) {
          visit(path.join(modules, entry, inner), `${entry}/${inner}`);
        }
      } else visit(path.join(modules, entry), entry);
    }
    expect(needing22.length).toBeGreaterThan(0); // the check itself still finds them
    const unexplained = needing22.filter((name) => !readme.includes(`\`${name}\``));
    expect(unexplained, 'packages missing from the README EBADENGINE note').toEqual([]);
  });

  it('explains every install script it approves (allowScripts)', () => {
    expect(readme).toContain('allowScripts');
    for (const name of Object.keys(pkg.allowScripts ?? {})) {
      expect(readme, name).toContain(`\`${name}\``);
    }
  });
});
