import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, guardFormula } from './csv.js';

describe('csv cells', () => {
  it('quotes cells holding commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('prefixes text a spreadsheet would run as a formula with a single quote', () => {
    for (const text of ['=1+1', '+15550100', '-2', '@SUM(A1)', '\t=1']) {
      expect(guardFormula(text)).toBe(`'${text}`);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(guardFormula('a=b')).toBe('a=b');
  });

  it('writes numbers as they are and empty cells for null', () => {
    expect(csvLine([-12, null, undefined, 'x'])).toBe('-12,,,x\r\n');
  });
});
