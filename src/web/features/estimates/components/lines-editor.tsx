import {
  ActionIcon,
  Button,
  Checkbox,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatTaxRate } from '../../../../core/invoice-math';
import { lineNetCents } from '../../../../core/contract-math';
import type { TaxRate } from '../../../../core/schemas/tax-rate';
import { useLocale } from '../../../lib/use-locale';
import { blankLine, blankSection, centsOf, type SectionDraft } from './estimate-draft';

/** Sections of lines: description, quantity (2 decimals), unit, unit price, taxes, optional. */
export function LinesEditor({
  sections,
  onChange,
  taxRates,
  readOnly,
}: {
  sections: SectionDraft[];
  onChange: (sections: SectionDraft[]) => void;
  taxRates: readonly TaxRate[];
  readOnly: boolean;
}) {
  const { formatMoney, currencySymbol } = useLocale();
  const setSection = (index: number, section: SectionDraft) =>
    onChange(sections.map((other, i) => (i === index ? section : other)));
  const taxOptions = taxRates
    .filter((rate) => rate.active)
    .map((rate) => ({ value: rate.id, label: `${rate.name} (${formatTaxRate(rate.rate)})` }));

  return (
    <Stack gap="md">
      {sections.map((section, sectionIndex) => (
        <Paper key={section.key} withBorder p="sm" radius="md" component="fieldset">
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <TextInput
              aria-label={`Section ${sectionIndex + 1} title`}
              placeholder="Section title (e.g. Demolition)"
              value={section.title}
              readOnly={readOnly}
              style={{ flex: 1 }}
              onChange={(event) =>
                setSection(sectionIndex, { ...section, title: event.currentTarget.value })
              }
            />
            {!readOnly && sections.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove section ${sectionIndex + 1}`}
                onClick={() => onChange(sections.filter((_, i) => i !== sectionIndex))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
          <Stack gap="xs">
            {section.lines.map((line, lineIndex) => {
              const setLine = (patch: Partial<typeof line>) =>
                setSection(sectionIndex, {
                  ...section,
                  lines: section.lines.map((other, i) =>
                    i === lineIndex ? { ...other, ...patch } : other,
                  ),
                });
              const amount = lineNetCents(Number(line.quantity), centsOf(line.unitPrice));
              const label = `line ${lineIndex + 1} of section ${sectionIndex + 1}`;
              return (
                <Paper key={line.key} withBorder p="xs" radius="sm" data-testid="estimate-line">
                  <Grid gap="xs" align="flex-end">
                    <Grid.Col span={{ base: 12, sm: 5 }}>
                      <TextInput
                        label="Description"
                        aria-label={`Description, ${label}`}
                        value={line.description}
                        readOnly={readOnly}
                        onChange={(event) => setLine({ description: event.currentTarget.value })}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 4, sm: 2 }}>
                      <NumberInput
                        label="Quantity"
                        aria-label={`Quantity, ${label}`}
                        decimalScale={2}
                        min={0}
                        hideControls
                        value={line.quantity}
                        readOnly={readOnly}
                        onChange={(value) => setLine({ quantity: value })}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 3, sm: 1 }}>
                      <TextInput
                        label="Unit"
                        aria-label={`Unit, ${label}`}
                        value={line.unit}
                        readOnly={readOnly}
                        onChange={(event) => setLine({ unit: event.currentTarget.value })}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 5, sm: 2 }}>
                      <NumberInput
                        label="Unit price"
                        aria-label={`Unit price, ${label}`}
                        prefix={currencySymbol}
                        decimalScale={2}
                        thousandSeparator=","
                        allowNegative={false}
                        hideControls
                        inputMode="decimal"
                        value={line.unitPrice}
                        readOnly={readOnly}
                        onChange={(value) => setLine({ unitPrice: value })}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 2 }}>
                      <Text size="sm" ta="right" fw={500} py={6}>
                        {Number.isFinite(amount) ? formatMoney(amount) : '-'}
                      </Text>
                    </Grid.Col>
                  </Grid>
                  <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
                    <Group gap="md" wrap="wrap">
                      <Checkbox
                        label="Optional (the client may add it)"
                        checked={line.optional}
                        disabled={readOnly}
                        onChange={(event) => setLine({ optional: event.currentTarget.checked })}
                        aria-label={`Optional, ${label}`}
                      />
                      {taxOptions.length > 0 && (
                        <MultiSelect
                          size="xs"
                          placeholder="Taxes"
                          aria-label={`Taxes, ${label}`}
                          data={taxOptions}
                          value={line.taxRateIds}
                          readOnly={readOnly}
                          maxValues={2}
                          onChange={(taxRateIds) => setLine({ taxRateIds })}
                        />
                      )}
                    </Group>
                    {!readOnly && section.lines.length > 1 && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        leftSection={<IconTrash size={14} />}
                        onClick={() =>
                          setSection(sectionIndex, {
                            ...section,
                            lines: section.lines.filter((_, i) => i !== lineIndex),
                          })
                        }
                      >
                        Remove line
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          {!readOnly && (
            <Button
              mt="xs"
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() =>
                setSection(sectionIndex, { ...section, lines: [...section.lines, blankLine()] })
              }
            >
              Add line
            </Button>
          )}
        </Paper>
      ))}
      {!readOnly && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...sections, blankSection()])}
          style={{ alignSelf: 'flex-start' }}
        >
          Add section
        </Button>
      )}
    </Stack>
  );
}
