import { queryOptions, useQuery } from '@tanstack/react-query';
import { currencySymbol, DEFAULT_LOCALE_SETTING, formatMoney } from '../../core/locale';
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

// One set per locale for the whole app, and the currency symbol worked out only when read:
// every card calls useLocale, and the first currency Intl.NumberFormat (the browser loads
// its currency data) took ~90 ms of a phone's first render of Tasks at 4x CPU, which shows
// no money at all (decision 221).
const formattersByLocale = new Map<string, LocaleFormatters>();

export function localeFormatters(
  locale: Pick<Locale, 'currency' | 'dateFormat'> & { units?: UnitSystem } = DEFAULT_LOCALE_SETTING,
): LocaleFormatters {
  const { currency, dateFormat, units = 'metric' } = locale;
  const key = `${currency} ${dateFormat} ${units}`;
  let formatters = formattersByLocale.get(key);
  if (!formatters) {
    formatters = {
      currency,
      dateFormat,
      formatDate: (isoDate) => formatDate(isoDate, dateFormat),
      formatDateTime: (isoTimestamp) => formatDateTime(isoTimestamp, dateFormat),
      formatMoney: (cents) => formatMoney(cents, currency),
      get currencySymbol() {
        return currencySymbol(currency);
      },
      units,
    };
    formattersByLocale.set(key, formatters);
  }
  return formatters;
}

/** Formatters in the business's currency and date format; the spec's defaults while loading. */
export function useLocale(): LocaleFormatters {
  const { data } = useQuery(localeQueryOptions());
  const currency = data?.currency ?? DEFAULT_LOCALE_SETTING.currency;
  const dateFormat = data?.dateFormat ?? DEFAULT_LOCALE_SETTING.dateFormat;
  const units = data?.units ?? DEFAULT_LOCALE_SETTING.units;
  return localeFormatters({ currency, dateFormat, units });
}
