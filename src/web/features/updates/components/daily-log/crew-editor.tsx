import { Button, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { CrewValues } from './section-values';
import { AddRowButton, numberProps, patched, RowGroup, without } from './section-rows';

// The daily log's crew section (decision 190): a row per company on site, the business's own
// crew or a contact's, with its trade, workers and hours.

export interface CompanyOption {
  value: string;
  label: string;
  /** What the row's company becomes when the contact is chosen. */
  company: string;
}

/** The company picker's value for the business's own crew. */
export const OWN_CREW = 'own';

export function CrewEditor({
  rows,
  onChange,
  companies,
  ownCompany,
  onCopyLast,
  copying,
  canCopy,
}: {
  rows: CrewValues[];
  onChange: (rows: CrewValues[]) => void;
  companies: CompanyOption[];
  /** The business's name, for a new own-crew row. */
  ownCompany: string;
  onCopyLast: () => void;
  copying: boolean;
  canCopy: boolean;
}) {
  const data = [{ value: OWN_CREW, label: 'Our own crew' }, ...companies];
  return (
    <Stack gap="sm">
      <Button
        variant="default"
        leftSection={<IconCopy size={16} />}
        onClick={onCopyLast}
        loading={copying}
        disabled={!canCopy}
        style={{ alignSelf: 'flex-start' }}
      >
        Same as last log
      </Button>
      {rows.map((row, index) => (
        <RowGroup
          key={index}
          label={`Crew row ${index + 1}`}
          onRemove={() => onChange(without(rows, index))}
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Select
              label="Company"
              data={data}
              value={row.contactId || OWN_CREW}
              allowDeselect={false}
              searchable
              onChange={(value) => {
                const option = companies.find((company) => company.value === value);
                onChange(
                  patched(rows, index, {
                    contactId: option ? option.value : '',
                    company: option ? option.company : ownCompany,
                  }),
                );
              }}
            />
            <TextInput
              label={row.contactId ? 'Company name' : 'Crew name'}
              value={row.company}
              onChange={(event) =>
                onChange(patched(rows, index, { company: event.currentTarget.value }))
              }
            />
            <TextInput
              label="Trade"
              value={row.trade}
              onChange={(event) =>
                onChange(patched(rows, index, { trade: event.currentTarget.value }))
              }
            />
            <SimpleGrid cols={2} spacing="xs">
              <NumberInput
                label="Workers"
                min={0}
                allowDecimal={false}
                {...numberProps(row.workers, (workers) =>
                  onChange(patched(rows, index, { workers })),
                )}
              />
              <NumberInput
                label="Hours"
                min={0}
                max={24}
                {...numberProps(row.hours, (hours) => onChange(patched(rows, index, { hours })))}
              />
            </SimpleGrid>
          </SimpleGrid>
        </RowGroup>
      ))}
      <AddRowButton
        label="Add crew"
        onClick={() =>
          onChange([
            ...rows,
            { contactId: '', company: ownCompany, trade: '', workers: '', hours: '' },
          ])
        }
      />
    </Stack>
  );
}
