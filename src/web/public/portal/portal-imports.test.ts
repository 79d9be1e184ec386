import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The client's page must stay light and hold no management code: whatever it imports,
// directly or through other files, is core, the web base or the public pages.
const root = path.resolve(__dirname, '../../../..');

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

function importedFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = resolveImport(file, match[1]!);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

describe("the client's portal page", () => {
  it('imports no feature and nothing of the signed-in app, however indirectly', () => {
    const files = [...importedFiles(path.join(root, 'src/web/public/portal/portal-page.tsx'))].map(
      (file) => path.relative(root, file).split(path.sep).join('/'),
    );
    expect(files).toContain('src/web/public/share/share-calendar.tsx');
    expect(files.filter((file) => /^src\/web\/(features|app)\//.test(file))).toEqual([]);
  });
});
