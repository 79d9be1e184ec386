import { describe, expect, it } from 'vitest';
import { buildDailyUpdateText, projectsIn } from './daily-update.js';

describe('buildDailyUpdateText', () => {
  it('is empty when nothing happened and nothing is pending', () => {
    expect(
      buildDailyUpdateText({
        date: '2026-11-21',
        completedTasks: [],
        pendingTasks: [],
        pendingTotal: 0,
        updates: [],
      }),
    ).toBe('');
  });

  it('lists each section by project, says None for empty ones and notes capped lists', () => {
    const text = buildDailyUpdateText({
      date: '2026-11-21',
      completedTasks: [],
      pendingTasks: [
        { title: 'Order\nrebar', project: 'Oak', dueDate: '2026-11-24' },
        { title: 'Paint', project: 'Ash', dueDate: null },
      ],
      pendingTotal: 5,
      updates: [{ note: 'Café opened ☕', project: 'Oak' }],
    });
    expect(text).toBe(
      [
        'Daily Update - Saturday, November 21, 2026',
        '',
        'COMPLETED TASKS (0)\nNone',
        '',
        'PENDING TASKS (5)\nAsh:\n- Paint\nOak:\n- Order rebar (due Nov 24)\n...and 3 more',
        '',
        'PROJECT UPDATES (1)\nOak:\n- Café opened ☕',
      ].join('\n'),
    );
  });
});

describe('projectsIn', () => {
  it('counts each project once across tasks and updates', () => {
    expect(
      projectsIn({
        completedTasks: [{ title: 'a', project: 'Oak' }],
        pendingTasks: [{ title: 'b', project: 'Ash', dueDate: null }],
        updates: [{ note: 'c', project: 'Oak' }],
      }),
    ).toBe(2);
  });
});
