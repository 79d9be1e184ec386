import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';

// Accepts what people type ('2026-03-05', 'Mar 5, 2026') and stores YYYY-MM-DD.
const parseDate = (input: string) => {
  const date = dayjs(input);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
};

/** A date picker whose value is YYYY-MM-DD or null; weeks start Monday. */
export function DateField(props: DateInputProps) {
  return (
    <DateInput
      valueFormat="MMM D, YYYY"
      dateParser={parseDate}
      clearable
      firstDayOfWeek={1}
      placeholder="Pick a date"
      {...props}
    />
  );
}
