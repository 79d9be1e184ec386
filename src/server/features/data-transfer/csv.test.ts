import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, guardFormula, unguardFormula } from './csv.js';

// What a spreadsheet may split a cell or a row on, one at a time and all together.
const SPLITTERS = [/,/, /;/, /\t/, /\|/, /[\r\n]/, /[,;\t|\r\n]/];
const TRIGGER = /^[=+\-@]/;
// A phone number as decision 132 leaves it: `+`, a digit, then digits, spaces, dots and
// parentheses, with a space somewhere.
const isPhoneNumber = (text: string) => /^\+\d[\d ().]*$/.test(text) && text.includes(' ');

/** Fragments of an exported cell that a spreadsheet would run as a formula. */
function runnableFragments(cell: string): string[] {
  return SPLITTERS.flatMap((splitter) => cell.split(splitter)).filter((fragment) => {
    // Readers may drop white space and the quotes around (or doubled inside) a cell.
    const shown = fragment.replace(/^[\s"]+/, '');
    return TRIGGER.test(shown) && !isPhoneNumber(shown.replace(/"+$/, '').trim());
  });
}

// Text made mostly of the characters that matter here, so every combination comes up.
const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '|', '"', "'", ' ', '\u00a0'),
    fc.constantFrom('1', '5', '(', ')', '.', 'x', 'A', 'cmd', '!', 'é'),
    fc.string({ maxLength: 1 }),
  ),
  maxLength: 24,
});

describe('csv cells', () => {
  it('quotes every text cell and doubles the quotes inside', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('"plain"');
  });

  it('prefixes text a spreadsheet would run as a formula with a single quote', () => {
    for (const text of ['=1+1', '+15550100', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(guardFormula(text)).toBe(`'${text}`);
    }
    expect(guardFormula('\t=1')).toBe("'\t'=1");
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(guardFormula('a=b')).toBe('a=b');
  });

  it('guards a formula after any separator a spreadsheet may split on', () => {
    expect(csvCell("Bob;=cmd|' /C calc'!A0")).toBe(`"Bob;'=cmd|' /C calc'!A0"`);
    expect(guardFormula('a,=1')).toBe("a,'=1");
    expect(guardFormula('a\t+1')).toBe("a\t'+1");
    expect(guardFormula('a| -1')).toBe("a|' -1");
    expect(guardFormula('line\n@SUM(A1)')).toBe("line\n'@SUM(A1)");
    expect(guardFormula('a;"=1"')).toBe(`a;'"=1"`);
  });

  it('leaves phone numbers with spaces as they read, but not sums or bare numbers', () => {
    for (const phone of ['+1 555 0100', '+44 (20) 7946 0958', '+33 1.23.45.67.89']) {
      expect(guardFormula(phone)).toBe(phone);
    }
    expect(guardFormula('555 0100, +1 555 0101')).toBe('555 0100, +1 555 0101');
    // Followed by another separator, a reader splitting on one kind sees more than a number.
    expect(guardFormula('+1 1;')).toBe("'+1 1;");
    expect(guardFormula('+1 555 0100, x')).toBe("'+1 555 0100, x");
    for (const formula of ['+1+1', '+1-555-0100', '+1 555 x12', '+(1) 555', '-1 555 0100']) {
      expect(guardFormula(formula)).toBe(`'${formula}`);
    }
  });

  it('writes numbers as they are and empty cells for null', () => {
    expect(csvLine([-12, null, undefined, 'x'])).toBe('-12,,,"x"\r\n');
  });

  it('never exports a fragment a spreadsheet could run, whatever it splits on', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(runnableFragments(csvCell(text))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back, as RFC 4180, the guarded text, and the import takes the guard off', () => {
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 4 }), (cells) => {
        const parsed = Papa.parse<string[]>(csvLine(cells), { delimiter: ',', newline: '\r\n' })
          .data[0];
        expect(parsed).toEqual(cells.map(guardFormula));
        // A text with no single quote of its own comes back exactly.
        for (const text of cells.filter((cell) => !cell.includes("'"))) {
          expect(unguardFormula(guardFormula(text))).toBe(text);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
