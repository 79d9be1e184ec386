import { describe, expect, it } from 'vitest';
import { PROJECT_STATUS_STYLES } from './project-status-badge';

// How loud a Mantine badge variant reads: a filled block, a tinted one, a border, a dot.
const VARIANT_WEIGHT: Record<string, number> = { filled: 4, light: 3, outline: 2, dot: 1 };

describe('project status badges', () => {
  it('read from loudest to quietest: In Progress, On Hold, Planning, Completed', () => {
    const byLoudness = Object.entries(PROJECT_STATUS_STYLES)
      .sort(([, a], [, b]) => b.loudness - a.loudness)
      .map(([status]) => status);
    expect(byLoudness).toEqual(['In Progress', 'On Hold', 'Planning', 'Completed']);
    const weights = byLoudness.map(
      (status) => VARIANT_WEIGHT[PROJECT_STATUS_STYLES[status as 'Planning'].variant],
    );
    expect(weights).toEqual([...weights].sort((a, b) => b! - a!));
  });
});
