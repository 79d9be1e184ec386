import { describe, expect, it } from 'vitest';
import { checklistState, taskUpdateNote } from './tasks.service.js';

describe('task update notes', () => {
  const checklist = JSON.stringify([
    { text: 'a', completed: true },
    { text: 'b', completed: true },
    { text: 'c', completed: true },
    { text: 'd', completed: false },
  ]);

  it('names the task and its checklist state', () => {
    expect(taskUpdateNote('completed', { title: 'Pour footings', checklist })).toBe(
      'Completed task: Pour footings (checklist 3/4 done)',
    );
    expect(taskUpdateNote('created', { title: 'Pour footings', checklist })).toBe(
      'New task: Pour footings (checklist 3/4 done)',
    );
  });

  it('leaves the checklist out when there is none or it cannot be read', () => {
    expect(taskUpdateNote('created', { title: 'Order lumber', checklist: null })).toBe(
      'New task: Order lumber',
    );
    expect(checklistState('{broken')).toBeNull();
  });
});
