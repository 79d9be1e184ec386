import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { DATE_FORMATS, formatIsoDate, formatMoney, type DateFormat } from '../../../../core/locale';
import { errorMessage } from '../../../lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { localeQueryOptions } from '../../../lib/use-locale';
import { useSaveLocale } from '../api/save-locale';
import type { UnitSystem } from '../../../../core/schemas/locale';

const SAMPLE_DATE = '2026-03-05';

function currencyOptions(saved: string | undefined) {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    codes = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY'];
  }
  if (saved && !codes.includes(saved)) codes = [saved, ...codes];
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return codes.map((code) => ({ value: code, label: `${code} - ${names.of(code) ?? code}` }));
}

const dateOptions = DATE_FORMATS.map((format) => ({
  value: format,
  label: `${formatIsoDate(SAMPLE_DATE, format)} (${format})`,
}));

const unitOptions: { value: UnitSystem; label: string }[] = [
  { value: 'metric', label: 'Metric (°C, mm, km/h)' },
  { value: 'us', label: 'US (°F, in, mph)' },
];

/** Settings card: the currency amounts are shown in, the date format (decision 091) and the units (decision 190). */
export function LocaleCard() {
  const current = useQuery(localeQueryOptions());
  const save = useSaveLocale();
  const [currency, setCurrency] = useState<string | null>(null);
  const [dateFormat, setDateFormat] = useState<DateFormat | null>(null);
  const [units, setUnits] = useState<UnitSystem | null>(null);
  const currencies = useMemo(
    () => currencyOptions(current.data?.currency),
    [current.data?.currency],
  );
  const chosenCurrency = currency ?? current.data?.currency ?? null;
  const chosenFormat = dateFormat ?? current.data?.dateFormat ?? null;
  const chosenUnits = units ?? current.data?.units ?? null;
  const changed =
    (currency !== null && currency !== current.data?.currency) ||
    (dateFormat !== null && dateFormat !== current.data?.dateFormat) ||
    (units !== null && units !== current.data?.units);

  const submit = () => {
    if (!chosenCurrency || !chosenFormat) return;
    save.mutate(
      { currency: chosenCurrency, dateFormat: chosenFormat, units: chosenUnits ?? undefined },
      {
        onSuccess: () => {
          setCurrency(null);
          setDateFormat(null);
          setUnits(null);
          notifications.show({
            title: 'Locale saved',
            message: `Amounts in ${chosenCurrency}, dates like ${formatIsoDate(SAMPLE_DATE, chosenFormat)}.`,
            color: 'green',
          });
        },
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to save the locale.'),
            color: 'red',
          }),
      },
    );
  };

  return (
    <Card withBorder padding="lg" data-testid="locale-card">
      <Title order={2} size="h4">
        Locale
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The currency and date format used on screens, invoice PDFs and e-mails. Amounts are not
        converted when the currency changes.
      </Text>
      <Stack gap="sm">
        <Select
          label="Currency"
          data={currencies}
          value={chosenCurrency}
          onChange={setCurrency}
          searchable
          allowDeselect={false}
          disabled={current.isPending}
          placeholder={current.isPending ? 'Loading...' : undefined}
          description={
            chosenCurrency ? `Example: ${formatMoney(123456, chosenCurrency)}` : undefined
          }
        />
        <Select
          label="Date format"
          data={dateOptions}
          value={chosenFormat}
          onChange={(value) => setDateFormat(value as DateFormat | null)}
          allowDeselect={false}
          disabled={current.isPending}
          placeholder={current.isPending ? 'Loading...' : undefined}
        />
        <Select
          label="Units"
          description="For the daily log's weather; stored metric either way."
          data={unitOptions}
          value={chosenUnits}
          onChange={(value) => setUnits(value as UnitSystem | null)}
          allowDeselect={false}
          disabled={current.isPending}
          placeholder={current.isPending ? 'Loading...' : undefined}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={!changed}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
