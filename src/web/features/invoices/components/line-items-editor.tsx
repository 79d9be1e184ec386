import {
  ActionIcon,
  Badge,
  Button,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconDiscount, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatTaxRate, lineTotalCents, MAX_LINE_TAXES } from '../../../../core/invoice-math';
import type { TaxRate } from '../../../../core/schemas/tax-rate';
import { useLocale } from '../../../lib/use-locale';
import type { InvoiceFormValues } from './invoice-form-values';
import { blankCreditLine, blankLine, type LineDraft } from './invoice-form-values';

const lineTotal = (item: LineDraft, formatMoney: (cents: number) => string) => {
  const cents = lineTotalCents({
    quantity: Number(item.quantity),
    rate: Number(item.rate),
    kind: item.kind,
  });
  return Number.isFinite(cents) ? formatMoney(cents) : '-';
};

interface LineItemsEditorProps {
  form: UseFormReturnType<InvoiceFormValues>;
  /** Every tax rate: active ones are offered, inactive ones stay on the lines that have them. */
  taxRates: readonly TaxRate[];
}

/** Line items: at least one row; a row can be removed only while there are more. */
export function LineItemsEditor({ form, taxRates }: LineItemsEditorProps) {
  const { items } = form.getValues();
  const { formatMoney, currencySymbol } = useLocale();
  const itemsError = form.errors.items;
  const anyActive = taxRates.some((rate) => rate.active);
  const taxOptions = (chosen: string[]) =>
    taxRates
      .filter((rate) => rate.active || chosen.includes(rate.id))
      .map((rate) => ({
        value: rate.id,
        label: `${rate.name} (${formatTaxRate(rate.rate)})${rate.active ? '' : ' - inactive'}`,
      }));
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Line Items
      </Text>
      {items.map((item, index) => (
        <Paper
          key={item.key}
          withBorder
          p="xs"
          radius="md"
          data-testid="line-item"
          data-kind={item.kind}
        >
          <Grid gap="xs" align="flex-start">
            {item.kind === 'credit' && (
              <Grid.Col span={12}>
                <Badge variant="light" color="teal" leftSection={<IconDiscount size={12} />}>
                  Discount / credit: subtracted from the total
                </Badge>
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label="Description"
                placeholder="Framing labor"
                required
                {...form.getInputProps(`items.${index}.description`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 2 }}>
              <NumberInput
                label="Quantity"
                required
                min={1}
                step={1}
                allowDecimal={false}
                // A minus sign stays visible and is refused with a message, never dropped or clamped.
                clampBehavior="none"
                {...form.getInputProps(`items.${index}.quantity`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 3 }}>
              <NumberInput
                label={`Rate (${currencySymbol})`}
                required
                min={0}
                step={0.01}
                decimalScale={2}
                clampBehavior="none"
                thousandSeparator=","
                {...form.getInputProps(`items.${index}.rate`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 2 }}>
              <Group gap={4} wrap="nowrap" justify="flex-end" mt={28}>
                <Text size="sm" fw={500} ta="right" style={{ flex: 1 }} aria-label="Line total">
                  {lineTotal(item, formatMoney)}
                </Text>
                {items.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() => form.removeListItem('items', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            </Grid.Col>
            {item.kind !== 'credit' && (anyActive || item.taxRateIds.length > 0) && (
              <Grid.Col span={12}>
                <MultiSelect
                  label="Taxes"
                  placeholder={item.taxRateIds.length ? undefined : 'No tax'}
                  description={`Up to ${MAX_LINE_TAXES} per line`}
                  data={taxOptions(item.taxRateIds)}
                  maxValues={MAX_LINE_TAXES}
                  clearable
                  {...form.getInputProps(`items.${index}.taxRateIds`)}
                />
              </Grid.Col>
            )}
          </Grid>
        </Paper>
      ))}
      {typeof itemsError === 'string' && (
        <Text c="red" size="sm">
          {itemsError}
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('items', blankLine())}
        >
          Add Line Item
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDiscount size={14} />}
          onClick={() => form.insertListItem('items', blankCreditLine())}
        >
          Add Discount / Credit
        </Button>
      </Group>
    </Stack>
  );
}
