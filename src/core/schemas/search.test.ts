import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTerms } from './search.js';

describe('searchTerms', () => {
  it('lower-cases, removes diacritics and splits on anything but letters and digits', () => {
    expect(searchTerms('José Müller, dana@example.com 555-0100')).toEqual([
      'jose',
      'muller',
      'dana',
      'example',
      'com',
      '555',
      '0100',
    ]);
  });

  it('leaves no SQL or full-text syntax in a term', () => {
    expect(searchTerms(`%_'" OR 1=1 -- NEAR(a b) "x"* :* & |`)).toEqual([
      'or',
      '1',
      '1',
      'near',
      'a',
      'b',
      'x',
    ]);
    expect(searchTerms('%%%')).toEqual([]);
  });

  it('keeps at most 8 terms of at most 64 characters', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('x'.repeat(1000))[0]).toHaveLength(64);
  });

  it('removes diacritics from Latin letters only, like the SQLite tokenizer', () => {
    expect(foldForSearch('ÅNGSTRÖM Ǖber Ṩa')).toBe('angstrom uber sa');
    expect(foldForSearch('Дмитрий ωμέγα Ærø')).toBe('дмитрий ωμέγα ærø');
  });
});
