import { describe, expect, it } from 'vitest';
import { matchesText } from './text-match';

describe('matchesText', () => {
  const contact = ['Renée Dupont', 'Acme Build', 'renee@acme.test', '(555) 010-0199'];
  it('matches every word in any field, ignoring case and accents', () => {
    expect(matchesText('', contact)).toBe(true);
    expect(matchesText('renee acme', contact)).toBe(true);
    expect(matchesText('ACME.test', contact)).toBe(true);
    expect(matchesText('renee smith', contact)).toBe(false);
  });
  it('matches phone digits however they were typed', () => {
    expect(matchesText('5550100199', contact)).toBe(true);
    expect(matchesText('010-0199', contact)).toBe(true);
    expect(matchesText('0198', contact)).toBe(false);
    expect(matchesText('x', [null, undefined])).toBe(false);
  });
});
