import { describe, expect, it } from 'vitest';
import type { Update } from '../../../core/schemas/update';
import { updateRecord } from '../../../../tests/setup/web-records';
import { dayCounts, groupByDay, taskEventLabel, taskTitleOf } from './day-groups';

let n = 0;
function update(values: Partial<Update>): Update {
  n++;
  return updateRecord({
    id: `u${n}`,
    projectId: 'p1',
    createdAt: `2026-11-20T10:00:${String(60 - n).padStart(2, '0')}.000Z`,
    ...values,
  });
}

const created = (taskId: string | null, title: string, date = '2026-11-20') =>
  update({ kind: 'task', taskEvent: 'created', taskId, note: `New task: ${title}`, date });
const completed = (taskId: string | null, title: string, date = '2026-11-20') =>
  update({
    kind: 'task',
    taskEvent: 'completed',
    taskId,
    note: `Completed task: ${title} (checklist 2/2 done)`,
    date,
  });

describe('groupByDay', () => {
  it('groups by day and folds a task created and completed the same day into one line', () => {
    const days = groupByDay([
      completed('t1', 'Pour slab'),
      update({ note: 'Inspector visited' }),
      created('t1', 'Pour slab'),
      created('t2', 'Order tiles'),
      completed('t3', 'Frame walls', '2026-11-19'),
      created('t3', 'Frame walls', '2026-11-18'),
    ]);
    expect(days.map((day) => day.date)).toEqual(['2026-11-20', '2026-11-19', '2026-11-18']);
    const [today] = days;
    expect(today!.entries.map((e) => (e.type === 'task' ? [e.title, e.events] : 'note'))).toEqual([
      ['Pour slab', ['created', 'completed']],
      'note',
      ['Order tiles', ['created']],
    ]);
    expect(dayCounts(today!)).toBe('1 note, 3 task events');
    // Created and completed on different days: one line each.
    expect(days[1]!.entries).toMatchObject([{ type: 'task', events: ['completed'] }]);
    expect(days[2]!.entries).toMatchObject([{ type: 'task', events: ['created'] }]);
  });

  it('folds old events without a task id by project and title, never across tasks', () => {
    const days = groupByDay([completed(null, 'Clean up'), created(null, 'Clean up')]);
    expect(days[0]!.entries).toHaveLength(1);
    const other = groupByDay([completed('a', 'Same name'), created('b', 'Same name')]);
    expect(other[0]!.entries).toHaveLength(2);
  });

  it('names the events and reads the title', () => {
    expect(taskEventLabel(['created', 'completed'])).toBe('Added and completed task');
    expect(taskEventLabel(['completed'])).toBe('Completed task');
    expect(taskEventLabel(['created'])).toBe('New task');
    expect(taskTitleOf(completed('x', 'Pour slab'))).toBe('Pour slab');
    expect(dayCounts({ notes: 2, taskEvents: 0 })).toBe('2 notes');
  });
});
