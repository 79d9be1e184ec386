import { describe, expect, it } from 'vitest';
import { localeFormatters } from './use-locale';

describe('localeFormatters', () => {
  it('is built once per locale and shared by every card that asks', () => {
    const first = localeFormatters({ currency: 'EUR', dateFormat: 'dd/MM/yyyy', units: 'metric' });
    expect(localeFormatters({ currency: 'EUR', dateFormat: 'dd/MM/yyyy', units: 'metric' })).toBe(
      first,
    );
    expect(first.currencySymbol).toBe('€');
    expect(first.formatMoney(123456)).toContain('1,234.56');
    const other = localeFormatters({ currency: 'USD', dateFormat: 'dd/MM/yyyy', units: 'metric' });
    expect(other).not.toBe(first);
    expect(other.currencySymbol).toBe('$');
  });
});
