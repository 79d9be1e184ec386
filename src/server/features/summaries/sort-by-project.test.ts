import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortByProject } from './summaries.service.js';

describe('sortByProject', () => {
  it('orders rows as a stable sort by project name in the locale would', () => {
    const names = fc.constantFrom('Élan Court', 'alpha', 'Beta', 'beta', 'Zed', '10 Main St');
    fc.assert(
      fc.property(fc.array(fc.record({ project: names, n: fc.nat() })), (rows) => {
        const sorted = [...rows].sort((a, b) => a.project.localeCompare(b.project));
        expect(sortByProject(rows)).toEqual(sorted);
      }),
    );
  });
});
