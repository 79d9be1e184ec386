import { describe, expect, it } from 'vitest';
import {
  parseChecklist,
  serializeChecklist,
  splitChecklist,
  toggleChecklistItem,
} from './checklist.js';

describe('parseChecklist', () => {
  it('reads stored JSON text', () => {
    expect(
      parseChecklist(
        '[{"text":"Order rebar","completed":true},{"text":"Call inspector","completed":false}]',
      ),
    ).toEqual([
      { text: 'Order rebar', completed: true },
      { text: 'Call inspector', completed: false },
    ]);
  });

  it('accepts an array as the public API may send one', () => {
    expect(parseChecklist([{ text: 'A', completed: false }])).toEqual([
      { text: 'A', completed: false },
    ]);
  });

  it('treats unparseable or wrongly shaped data as empty', () => {
    for (const value of ['{not json', '"text"', '{"text":"a"}', '42', null, undefined, '']) {
      expect(parseChecklist(value)).toEqual([]);
    }
  });

  it('skips entries without text and reads a missing flag as pending', () => {
    expect(parseChecklist('[{"text":"  "},{"completed":true},7,{"text":"Keep"}]')).toEqual([
      { text: 'Keep', completed: false },
    ]);
  });
});

describe('serializeChecklist', () => {
  it('drops blank rows and stores null when none remain', () => {
    expect(serializeChecklist([{ text: '  ', completed: false }])).toBeNull();
    expect(serializeChecklist([])).toBeNull();
    expect(
      serializeChecklist([
        { text: ' Frame walls ', completed: false },
        { text: '', completed: true },
      ]),
    ).toBe('[{"text":"Frame walls","completed":false}]');
  });
});

describe('toggle and split', () => {
  it('flips one item and groups items keeping their positions', () => {
    const items = toggleChecklistItem(
      [
        { text: 'A', completed: false },
        { text: 'B', completed: false },
      ],
      1,
    );
    expect(items).toEqual([
      { text: 'A', completed: false },
      { text: 'B', completed: true },
    ]);
    expect(splitChecklist(items)).toEqual({
      completed: [{ text: 'B', completed: true, index: 1 }],
      pending: [{ text: 'A', completed: false, index: 0 }],
    });
  });
});
