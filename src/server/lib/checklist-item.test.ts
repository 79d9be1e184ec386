import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.js';
import { withChecklistItem } from './checklist-item.js';

const stored = JSON.stringify([
  { text: 'Rebar tied', completed: false },
  { text: 'Inspection booked', completed: true },
]);

describe('withChecklistItem', () => {
  it('sets one item to the sent state, so sending it again changes nothing', () => {
    const once = withChecklistItem(stored, { index: 0, completed: true });
    expect(JSON.parse(once!)).toEqual([
      { text: 'Rebar tied', completed: true },
      { text: 'Inspection booked', completed: true },
    ]);
    expect(withChecklistItem(once, { index: 0, completed: true })).toBe(once);
  });

  it('refuses an index past the end, naming the field', () => {
    const attempt = () => withChecklistItem(stored, { index: 2, completed: true });
    expect(attempt).toThrow(HttpError);
    expect(attempt).toThrow('checklistItem.index: the checklist has 2 items');
    expect(() => withChecklistItem(null, { index: 0, completed: true })).toThrow(
      'checklistItem.index: the checklist has 0 items',
    );
  });
});
