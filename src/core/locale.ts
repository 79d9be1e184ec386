// Locale choices of the business (decision 091): the currency money is shown in
// and the pattern dates are written with. Pure functions shared by the web app,
// the e-mails and the invoice PDF.

/** Date patterns in the spec's (date-fns) notation; the first is the spec's default. */
export const DATE_FORMATS = [
  'MMM d, yyyy',
  'd MMM yyyy',
  'yyyy-MM-dd',
  'MM/dd/yyyy',
  'dd/MM/yyyy',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_DATE_FORMAT: DateFormat = 'MMM d, yyyy';

/**
 * The locale setting before the owner saves one (`LocaleSetting` in `schemas/locale.ts`, which
 * re-exports it). Here, with no schema library, so the screens that only format read it
 * without loading zod (decision 216).
 */
export const DEFAULT_LOCALE_SETTING: {
  currency: string;
  dateFormat: DateFormat;
  units: 'metric' | 'us';
} = {
  currency: DEFAULT_CURRENCY,
  dateFormat: DEFAULT_DATE_FORMAT,
  units: 'metric',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whether Intl knows the code as a currency (ISO 4217, three letters). */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
  } catch {
    return false;
  }
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('currency').includes(code) : true;
}

/** '2026-03-05' (or a timestamp's date part) in a pattern; '' when not a date. */
export function formatIsoDate(
  isoDate: string | null | undefined,
  pattern: DateFormat = DEFAULT_DATE_FORMAT,
): string {
  const match = isoDate ? ISO_DATE.exec(isoDate) : null;
  if (!match) return '';
  const [, yyyy, mm, dd] = match as unknown as [string, string, string, string];
  const month = Number(mm);
  if (month < 1 || month > 12) return '';
  const d = String(Number(dd));
  switch (pattern) {
    case 'd MMM yyyy':
      return `${d} ${MONTHS[month - 1]} ${yyyy}`;
    case 'yyyy-MM-dd':
      return `${yyyy}-${mm}-${dd}`;
    case 'MM/dd/yyyy':
      return `${mm}/${dd}/${yyyy}`;
    case 'dd/MM/yyyy':
      return `${dd}/${mm}/${yyyy}`;
    default:
      return `${MONTHS[month - 1]} ${d}, ${yyyy}`;
  }
}

/** The same pattern without the year, for the first date of a range ('Nov 15' / '15 Nov' / '11/15'). */
export function formatIsoDateShort(
  isoDate: string,
  pattern: DateFormat = DEFAULT_DATE_FORMAT,
): string {
  const full = formatIsoDate(isoDate, pattern);
  switch (pattern) {
    case 'MMM d, yyyy':
      return full.replace(/, \d{4}$/, '');
    case 'd MMM yyyy':
      return full.replace(/ \d{4}$/, '');
    case 'yyyy-MM-dd':
      return full;
    default:
      return full.replace(/\/\d{4}$/, '');
  }
}

/** 'Nov 15 - Nov 21, 2026', or one date when the range is a single day. */
export function formatIsoDateRange(
  start: string,
  end: string,
  pattern: DateFormat = DEFAULT_DATE_FORMAT,
): string {
  if (start === end) return formatIsoDate(end, pattern);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const first = sameYear ? formatIsoDateShort(start, pattern) : formatIsoDate(start, pattern);
  return `${first} - ${formatIsoDate(end, pattern)}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** One money format per currency for the whole process (the first one costs its currency data). */
export function moneyFormat(currency: string = DEFAULT_CURRENCY): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * Integer cents (hundredths of the currency's unit, whatever the currency) as
 * money: 123456 -> '$1,234.56' / '€1,234.56'. Currencies without minor units
 * (JPY) drop '.00' but keep real hundredths: 123400 -> '¥1,234', 5 -> '¥0.05'.
 */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  if (!Number.isFinite(cents)) return '-';
  return moneyFormat(currency).format(cents / 100);
}

/** '$', '€', 'CHF': the currency's sign, for labels such as 'Rate ($)'. */
export const currencySymbol = (currency: string = DEFAULT_CURRENCY): string =>
  moneyFormat(currency)
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

/** The same pattern in dayjs's notation, for the date picker's display (`valueFormat`). */
export const DAYJS_DATE_FORMATS: Record<DateFormat, string> = {
  'MMM d, yyyy': 'MMM D, YYYY',
  'd MMM yyyy': 'D MMM YYYY',
  'yyyy-MM-dd': 'YYYY-MM-DD',
  'MM/dd/yyyy': 'MM/DD/YYYY',
  'dd/MM/yyyy': 'DD/MM/YYYY',
};

const isoOf = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * What a person typed into a date field, read in the business's pattern, as YYYY-MM-DD;
 * null when it is not a date. ISO dates are always understood; '05/03/2026' is 3 May or
 * 5 March as the pattern says; month names ('Mar 5, 2026', '5 March 2026') in either order.
 */
export function parseLocaleDate(
  input: string,
  pattern: DateFormat = DEFAULT_DATE_FORMAT,
): string | null {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (numeric) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    return pattern === 'dd/MM/yyyy' || pattern === 'd MMM yyyy'
      ? isoOf(year, second, first)
      : isoOf(year, first, second);
  }
  const monthOf = (word: string) =>
    MONTHS.findIndex((name) => word.toLowerCase().startsWith(name.toLowerCase())) + 1;
  const monthFirst = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (monthFirst && monthOf(monthFirst[1]!) > 0) {
    return isoOf(Number(monthFirst[3]), monthOf(monthFirst[1]!), Number(monthFirst[2]));
  }
  const dayFirst = /^(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(text);
  if (dayFirst && monthOf(dayFirst[2]!) > 0) {
    return isoOf(Number(dayFirst[3]), monthOf(dayFirst[2]!), Number(dayFirst[1]));
  }
  return null;
}
