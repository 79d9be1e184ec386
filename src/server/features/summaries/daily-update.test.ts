import { describe, expect, it } from 'vitest';
import { dailyUpdateItem, dailyUpdateTextOf, projectsIn } from './daily-update.js';

const noTasks = { completedTasks: [], pendingTasks: [], pendingTotal: 0 };

describe('dailyUpdateTextOf', () => {
  it('is empty when nothing happened and nothing is pending', () => {
    expect(
      dailyUpdateTextOf({ date: '2026-11-21', ...noTasks, updateGroups: [], updateCount: 0 }),
    ).toBe('');
  });

  it('lists each section by project, says None for empty ones and notes capped lists', () => {
    const text = dailyUpdateTextOf({
      date: '2026-11-21',
      completedTasks: [],
      pendingTasks: [
        { title: 'Order\nrebar', project: 'Oak', dueDate: '2026-11-24' },
        { title: 'Paint', project: 'Ash', dueDate: null },
      ],
      pendingTotal: 5,
      updateGroups: [{ project: 'Oak', items: [dailyUpdateItem({ note: 'Café opened ☕' })] }],
      updateCount: 1,
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

describe('dailyUpdateTextOf, updates', () => {
  it('lists each update with its weather and crew under its project, projects by name', () => {
    const text = dailyUpdateTextOf({
      date: '2026-11-21',
      ...noTasks,
      updateGroups: [
        {
          project: 'Oak',
          items: [
            dailyUpdateItem({ note: 'Slab\npoured', lines: ['Weather: Rain,  8 °C'] }),
            dailyUpdateItem({ note: 'Slab cured', lines: ['Crew: 3 people'] }),
          ],
        },
        { project: 'Ash', items: [dailyUpdateItem({ note: 'Walls framed' })] },
      ],
      updateCount: 3,
    });
    expect(text.split('\n\n').at(-1)).toBe(
      'PROJECT UPDATES (3)\nAsh:\n- Walls framed\nOak:\n- Slab poured\n- Weather: Rain, 8 °C\n- Slab cured\n- Crew: 3 people',
    );
  });
});

describe('projectsIn', () => {
  it('counts each project once across tasks and updates', () => {
    expect(
      projectsIn({
        completedTasks: [{ title: 'a', project: 'Oak' }],
        pendingTasks: [{ title: 'b', project: 'Ash', dueDate: null }],
        updateGroups: [{ project: 'Oak', items: ['- c'] }],
      }),
    ).toBe(2);
  });
});
