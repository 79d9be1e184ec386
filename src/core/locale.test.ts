import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatIsoDate,
  formatIsoDateRange,
  formatMoney,
  isKnownCurrency,
  moneyFormat,
} from './locale.js';

describe('formatMoney', () => {
  it('formats integer cents in the chosen currency', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(5, 'GBP')).toBe('£0.05');
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
  });

  it('drops the decimals of currencies without minor units unless there are real cents', () => {
    expect(formatMoney(123400, 'JPY')).toBe('¥1,234');
    expect(formatMoney(123456, 'JPY')).toBe('¥1,234.56');
  });

  it('shows a dash for a total that is not a number', () => {
    expect(formatMoney(Number.NaN, 'EUR')).toBe('-');
  });
});

describe('currencySymbol', () => {
  it("reads the sign from the currency's one money format", () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('CHF')).toBe('CHF');
    expect(moneyFormat('EUR')).toBe(moneyFormat('EUR'));
  });
});

describe('isKnownCurrency', () => {
  it('accepts ISO 4217 codes and refuses the rest', () => {
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('JPY')).toBe(true);
    expect(isKnownCurrency('eur')).toBe(false);
    expect(isKnownCurrency('EURO')).toBe(false);
    expect(isKnownCurrency('XYZ')).toBe(false);
  });
});

describe('formatIsoDate', () => {
  it('writes every supported pattern', () => {
    expect(formatIsoDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatIsoDate('2026-03-05', 'd MMM yyyy')).toBe('5 Mar 2026');
    expect(formatIsoDate('2026-03-05', 'yyyy-MM-dd')).toBe('2026-03-05');
    expect(formatIsoDate('2026-03-05', 'MM/dd/yyyy')).toBe('03/05/2026');
    expect(formatIsoDate('2026-03-05', 'dd/MM/yyyy')).toBe('05/03/2026');
  });

  it('is empty for a missing or broken date', () => {
    expect(formatIsoDate(null)).toBe('');
    expect(formatIsoDate('soon')).toBe('');
    expect(formatIsoDate('2026-13-01')).toBe('');
  });

  it('writes ranges with the year once', () => {
    expect(formatIsoDateRange('2026-11-15', '2026-11-21')).toBe('Nov 15 - Nov 21, 2026');
    expect(formatIsoDateRange('2026-11-15', '2026-11-21', 'dd/MM/yyyy')).toBe('15/11 - 21/11/2026');
    expect(formatIsoDateRange('2026-11-21', '2026-11-21', 'd MMM yyyy')).toBe('21 Nov 2026');
    expect(formatIsoDateRange('2025-12-29', '2026-01-04')).toBe('Dec 29, 2025 - Jan 4, 2026');
  });
});
