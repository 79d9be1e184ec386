import { DateInput, type DateInputProps } from '@mantine/dates';
import { DAYJS_DATE_FORMATS, parseLocaleDate } from '../../core/locale';
import { useLocale } from '../lib/use-locale';

/**
 * The app's one date field (issue 18): a date picker whose value is YYYY-MM-DD or null,
 * shown and typed in the business's date format (Settings, locale), weeks starting Monday.
 * Every dialog and filter uses it; none uses the browser's own `type="date"`, whose format
 * follows the browser instead of the business.
 */
export function DateField(props: DateInputProps) {
  const { dateFormat } = useLocale();
  return (
    // The input keeps the text it formatted: a new format (the locale arriving) starts it afresh.
    <DateInput
      key={dateFormat}
      valueFormat={DAYJS_DATE_FORMATS[dateFormat]}
      dateParser={(input) => parseLocaleDate(input, dateFormat)}
      clearable
      firstDayOfWeek={1}
      placeholder="Pick a date"
      {...props}
    />
  );
}
