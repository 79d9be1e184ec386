import { describe, expect, it } from 'vitest';
import { activityRange, buildActivity } from './activity.js';

describe('activityRange', () => {
  it('covers whole Monday weeks ending with the current one', () => {
    const range = activityRange('2026-11-21', 3);
    expect(range.starts).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(range).toMatchObject({ startDate: '2026-11-02', endDate: '2026-11-21' });
  });
});

describe('buildActivity', () => {
  it('sums days into weeks and folds quiet projects into one series', () => {
    const starts = ['2026-11-09', '2026-11-16'];
    const rows = [
      { project: 'A', date: '2026-11-09', count: 2 },
      { project: 'A', date: '2026-11-15', count: 1 },
      { project: 'A', date: '2026-11-16', count: 4 },
      ...['B', 'C', 'D', 'E', 'F', 'G'].map((project) => ({
        project,
        date: '2026-11-20',
        count: 1,
      })),
      { project: 'Z', date: '2026-10-01', count: 9 },
    ];
    expect(buildActivity(starts, rows)).toEqual({
      weeks: starts,
      series: [
        { project: 'A', counts: [3, 4] },
        { project: 'B', counts: [0, 1] },
        { project: 'C', counts: [0, 1] },
        { project: 'D', counts: [0, 1] },
        { project: 'E', counts: [0, 1] },
        { project: 'Other projects', counts: [0, 2] },
      ],
    });
  });
});
