import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The client's approval page must hold no management code: whatever it imports,
// directly or through other files, is core, the web base or the public pages.
const root = path.resolve(__dirname, '../../../..');

function importedFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const match of fs
      .readFileSync(file, 'utf8')
      .matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      if (!match[1]!.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), match[1]!);
      const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
        (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
      );
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

describe("the client's approval page", () => {
  it('imports no feature and nothing of the signed-in app, however indirectly', () => {
    const files = [
      ...importedFiles(path.join(root, 'src/web/public/approve/approval-page.tsx')),
    ].map((file) => path.relative(root, file).split(path.sep).join('/'));
    expect(files).toContain('src/web/public/approve/signature-field.tsx');
    expect(files.filter((file) => /^src\/web\/(features|app)\//.test(file))).toEqual([]);
  });
});
