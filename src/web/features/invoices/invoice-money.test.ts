import { describe, expect, it } from 'vitest';
import { centsOfInput, isOpen } from './invoice-money';

describe('centsOfInput', () => {
  it('reads what a money field holds as whole cents', () => {
    expect(centsOfInput(12.5)).toBe(1250);
    expect(centsOfInput('1,234.56')).toBe(123_456);
    expect(centsOfInput(0.1 + 0.2)).toBe(30);
    expect(centsOfInput(19.99)).toBe(1999);
    expect(centsOfInput('')).toBeNull();
    expect(centsOfInput('.')).toBeNull();
    expect(centsOfInput('abc')).toBeNull();
  });
});

describe('isOpen', () => {
  it('is true while an issued invoice is still owed', () => {
    expect(['issued', 'viewed', 'partial'].every((state) => isOpen({ state } as never))).toBe(true);
    expect(['draft', 'paid', 'void'].some((state) => isOpen({ state } as never))).toBe(false);
  });
});
