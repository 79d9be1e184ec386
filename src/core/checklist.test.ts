import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checklistInputSchema,
  normalizeChecklist,
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

describe('normalizeChecklist', () => {
  it('drops blank items and stores none as null', () => {
    expect(
      normalizeChecklist([
        { text: ' x ', completed: false },
        { text: '', completed: true },
      ]),
    ).toBe('[{"text":"x","completed":false}]');
    expect(normalizeChecklist('[]')).toBeNull();
    expect(normalizeChecklist(null)).toBeNull();
    expect(normalizeChecklist('not json')).toBeNull();
  });
});

// The one contract of a sent checklist, for tasks and updates alike.
describe('checklistInputSchema', () => {
  const body = z.object({ checklist: checklistInputSchema.optional() });
  const stored = (checklist: unknown) => normalizeChecklist(body.parse({ checklist }).checklist!);

  it('normalises JSON text and arrays, keeps absent as unchanged and blank as null', () => {
    expect(body.parse({}).checklist).toBeUndefined();
    expect(stored(null)).toBeNull();
    expect(stored('')).toBeNull();
    expect(stored('[]')).toBeNull();
    expect(stored([{ text: ' Pour ', completed: true }])).toBe(
      '[{"text":"Pour","completed":true}]',
    );
  });

  it('drops blank rows, sent as text or as an array', () => {
    const rows = [
      { text: 'Rebar tied', completed: true },
      { text: '   ', completed: false },
    ];
    expect(stored(JSON.stringify(rows))).toBe('[{"text":"Rebar tied","completed":true}]');
    expect(stored(rows)).toBe('[{"text":"Rebar tied","completed":true}]');
  });

  it('refuses text that is not a checklist, naming the field', () => {
    for (const checklist of [
      '{broken',
      '[{"text":1}]',
      '[{"text":"a\\u0000b","completed":false}]',
    ]) {
      const issues = body.safeParse({ checklist }).error?.issues ?? [];
      expect(
        issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
        checklist,
      ).toEqual(['checklist: must be a JSON list of { text, completed } items']);
    }
  });

  it('refuses control characters and overlong rows in an array', () => {
    const refused = (text: string) =>
      !body.safeParse({ checklist: [{ text, completed: false }] }).success;
    expect(refused('a\u0000')).toBe(true);
    expect(refused('x'.repeat(501))).toBe(true);
    expect(refused('x'.repeat(500))).toBe(false);
  });
});
