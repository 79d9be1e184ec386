import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DEFAULT_LOCALE_SETTING, formatMoney } from '../../core/locale';
import type { Locale, UnitSystem } from '../../core/schemas/locale';
import { apiGet } from './api-client';
import { formatDate, formatDateTime } from './format-dates';
import { queryKeys } from './query-keys';

export const localeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.locale,
    queryFn: ({ signal }) => apiGet<Locale>('/api/settings/locale', signal),
    // With no signal it fails at once (the defaults apply) instead of waiting for one:
    // forms that wait for the units must still open offline (decision 195).
    networkMode: 'always',
  });

export interface LocaleFormatters {
  currency: string;
  dateFormat: Locale['dateFormat'];
  formatDate: (isoDate: string | null | undefined) => string;
  formatDateTime: (isoTimestamp: string | null | undefined) => string;
  /** Integer cents in the business currency. */
  formatMoney: (cents: number) => string;
  /** '$', '€', 'CHF': for labels such as 'Rate ($)'. */
  currencySymbol: string;
  /** Measurements (the daily log's weather) are shown in these; stored metric (decision 190). */
  units: UnitSystem;
}

function symbolOf(currency: string): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

export function localeFormatters(
  locale: Pick<Locale, 'currency' | 'dateFormat'> & { units?: UnitSystem } = DEFAULT_LOCALE_SETTING,
): LocaleFormatters {
  const { currency, dateFormat, units = 'metric' } = locale;
  return {
    currency,
    dateFormat,
    formatDate: (isoDate) => formatDate(isoDate, dateFormat),
    formatDateTime: (isoTimestamp) => formatDateTime(isoTimestamp, dateFormat),
    formatMoney: (cents) => formatMoney(cents, currency),
    currencySymbol: symbolOf(currency),
    units,
  };
}

/** Formatters in the business's currency and date format; the spec's defaults while loading. */
export function useLocale(): LocaleFormatters {
  const { data } = useQuery(localeQueryOptions());
  const currency = data?.currency ?? DEFAULT_LOCALE_SETTING.currency;
  const dateFormat = data?.dateFormat ?? DEFAULT_LOCALE_SETTING.dateFormat;
  const units = data?.units ?? DEFAULT_LOCALE_SETTING.units;
  return useMemo(
    () => localeFormatters({ currency, dateFormat, units }),
    [currency, dateFormat, units],
  );
}
