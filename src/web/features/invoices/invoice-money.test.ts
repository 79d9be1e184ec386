import { describe, expect, it } from 'vitest';
import { centsOfInput, isOpen, projectMoney } from './invoice-money';

const invoice = (projectId: string, state: string, amount: number, paidToDate: number) =>
  ({
    projectId,
    state,
    amount,
    paidToDate,
    balance: state === 'void' ? 0 : amount - paidToDate,
  }) as Parameters<typeof projectMoney>[0][number];

describe('projectMoney', () => {
  it('adds up the issued invoices of one project, leaving out drafts, void and other projects', () => {
    const invoices = [
      invoice('p1', 'issued', 10_000, 0),
      invoice('p1', 'partial', 5_000, 2_000),
      invoice('p1', 'paid', 1_500, 1_500),
      invoice('p1', 'draft', 99_900, 0),
      invoice('p1', 'void', 77_700, 0),
      invoice('p2', 'issued', 40_000, 0),
    ];
    expect(projectMoney(invoices, 'p1')).toEqual({
      invoiced: 16_500,
      paid: 3_500,
      outstanding: 13_000,
      count: 3,
    });
    expect(projectMoney(invoices, 'p3')).toEqual({
      invoiced: 0,
      paid: 0,
      outstanding: 0,
      count: 0,
    });
  });
});

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
