import { describe, expect, it } from 'vitest';
import {
  buildSummaryText,
  emptySummaryText,
  flattenText,
  parseSummaryText,
} from './summary-format.js';

describe('buildSummaryText', () => {
  it('gives the empty text for a day without updates', () => {
    expect(buildSummaryText([], emptySummaryText('daily'))).toBe('No project updates today.');
    expect(parseSummaryText(emptySummaryText('weekly'))).toEqual([]);
  });

  it('writes one heading per project and one item per update, in the given order', () => {
    const text = buildSummaryText(
      [
        { project: 'Maple Street', note: 'Footings poured.' },
        { project: 'Oak Bridge', note: 'Deck inspection passed.' },
        { project: 'Maple Street', note: 'Framing started.' },
      ],
      '',
    );
    expect(text).toBe(
      'Maple Street:\n- Footings poured.\n- Framing started.\n\nOak Bridge:\n- Deck inspection passed.',
    );
  });

  it('flattens notes with line breaks into one item', () => {
    const text = buildSummaryText(
      [{ project: 'Maple', note: 'Line one\r\n\n  line two\tend ' }],
      '',
    );
    expect(text).toBe('Maple:\n- Line one line two end');
  });

  it('keeps a heading from looking like an item and skips blank notes', () => {
    const text = buildSummaryText(
      [
        { project: '- Odd name', note: 'Work' },
        { project: 'Empty', note: '  \n ' },
      ],
      'none',
    );
    expect(text).toBe('Odd name:\n- Work');
  });

  it('round-trips unicode project names and notes through the parser', () => {
    const entries = [
      { project: 'Café Düsseldorf 🏗️', note: 'Béton coulé — 20 m³' },
      { project: '東京タワー改修', note: '足場の設置完了' },
      { project: 'Café Düsseldorf 🏗️', note: 'Note ending in a colon:' },
    ];
    expect(parseSummaryText(buildSummaryText(entries, ''))).toEqual([
      { project: 'Café Düsseldorf 🏗️', items: ['Béton coulé — 20 m³', 'Note ending in a colon:'] },
      { project: '東京タワー改修', items: ['足場の設置完了'] },
    ]);
  });
});

describe('parseSummaryText', () => {
  it('accepts dashes and bullets as items and ignores other lines', () => {
    expect(
      parseSummaryText('Intro text\nProject A:\n• one\n-two\nstray line\n\nProject B:\n- three'),
    ).toEqual([
      { project: 'Project A', items: ['one', 'two'] },
      { project: 'Project B', items: ['three'] },
    ]);
  });

  it('files items before any heading in a group without a name', () => {
    expect(parseSummaryText('- lone item')).toEqual([{ project: '', items: ['lone item'] }]);
  });

  it('yields no groups for plain text, so the raw text is shown', () => {
    expect(parseSummaryText('Nothing happened today.')).toEqual([]);
  });
});

describe('flattenText', () => {
  it('turns any whitespace run into one space', () => {
    expect(flattenText(' a\n\nb\u2028 c ')).toBe('a b c');
  });
});
