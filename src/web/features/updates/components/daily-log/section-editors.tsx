import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { INSPECTION_RESULTS, type SectionVisibility } from '../../../../../core/schemas/daily-log';
import type { UnitSystem } from '../../../../../core/schemas/locale';
import {
  UNIT_LABELS,
  type CrewValues,
  type DelayValues,
  type DeliveryValues,
  type SafetyValues,
  type VisitorValues,
  type WeatherValues,
} from './section-values';
import { DELAY_TYPES } from '../../../../../core/daily-log';

// One editor per daily log section (decision 190). Each list row is a labelled group
// ("Crew row 2"), so a screen reader and a test can tell the rows apart.

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The per-section "client sees it" switch (decision 190: weather on, the rest off by default). */
export function ClientSwitch({
  section,
  value,
  onChange,
}: {
  section: string;
  value: SectionVisibility;
  onChange: (value: SectionVisibility) => void;
}) {
  return (
    <Switch
      label={`Client sees ${section}`}
      checked={value === 'client'}
      onChange={(event) => onChange(event.currentTarget.checked ? 'client' : 'internal')}
      size="md"
    />
  );
}

function RowGroup({
  label,
  onRemove,
  children,
}: {
  label: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text size="sm" fw={500} c="dimmed">
          {label}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Remove ${label.toLowerCase()}`}
          onClick={onRemove}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
      {children}
    </Paper>
  );
}

function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} />}
      onClick={onClick}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}

/** Replaces the row at `index` with `patch` applied. */
const patched = <T,>(rows: readonly T[], index: number, patch: Partial<T>): T[] =>
  rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
const without = <T,>(rows: readonly T[], index: number): T[] => rows.filter((_, i) => i !== index);

/** Mantine's NumberInput gives a number, or the text typed when it is not one yet. */
const numberProps = (value: number | string, onChange: (value: number | string) => void) => ({
  value,
  onChange,
  hideControls: true,
  inputMode: 'decimal' as const,
});

// ---- Weather ----

export interface WeatherStatus {
  /** auto: as the service gave it; manual: typed or changed; null: empty. */
  source: 'auto' | 'manual' | null;
  /** Why nothing was filled (no location, provider off, no answer); null otherwise. */
  message: string | null;
  loading: boolean;
}

export function WeatherEditor({
  values,
  onChange,
  onClear,
  status,
  units,
}: {
  values: WeatherValues;
  onChange: (values: WeatherValues) => void;
  onClear: () => void;
  status: WeatherStatus;
  units: UnitSystem;
}) {
  const unit = UNIT_LABELS[units];
  const set = (patch: Partial<WeatherValues>) => onChange({ ...values, ...patch });
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" data-testid="weather-status">
        {status.loading && (
          <Text size="sm" c="dimmed">
            Looking up the weather...
          </Text>
        )}
        {!status.loading && status.source === 'auto' && (
          <Badge variant="light" color="blue" tt="none">
            Auto-filled
          </Badge>
        )}
        {!status.loading && status.source === 'manual' && (
          <Badge variant="light" color="gray" tt="none">
            Entered
          </Badge>
        )}
        {!status.loading && status.message && (
          <Text size="sm" c="dimmed">
            {status.message}
          </Text>
        )}
      </Group>
      <TextInput
        label="Conditions"
        placeholder="e.g. Light rain"
        value={values.conditions}
        onChange={(event) => set({ conditions: event.currentTarget.value })}
      />
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={`Low (${unit.temp})`}
          {...numberProps(values.low, (low) => set({ low }))}
        />
        <NumberInput
          label={`High (${unit.temp})`}
          {...numberProps(values.high, (high) => set({ high }))}
        />
        <NumberInput
          label={`Precipitation (${unit.precip})`}
          min={0}
          {...numberProps(values.precipitation, (precipitation) => set({ precipitation }))}
        />
        <NumberInput
          label={`Wind (${unit.wind})`}
          min={0}
          {...numberProps(values.wind, (wind) => set({ wind }))}
        />
      </SimpleGrid>
      <Button variant="subtle" color="gray" onClick={onClear} style={{ alignSelf: 'flex-start' }}>
        Clear weather
      </Button>
    </Stack>
  );
}

// ---- Crew ----

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

// ---- Delays ----

const delayTypeOptions = DELAY_TYPES.map((type) => ({ value: type, label: capitalise(type) }));

export function DelaysEditor({
  rows,
  onChange,
}: {
  rows: DelayValues[];
  onChange: (rows: DelayValues[]) => void;
}) {
  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <RowGroup
          key={index}
          label={`Delay ${index + 1}`}
          onRemove={() => onChange(without(rows, index))}
        >
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <Select
                label="Type"
                data={delayTypeOptions}
                value={row.type}
                allowDeselect={false}
                onChange={(value) =>
                  onChange(
                    patched(rows, index, { type: (value ?? 'other') as DelayValues['type'] }),
                  )
                }
              />
              <NumberInput
                label="Hours lost"
                min={0}
                max={24}
                {...numberProps(row.hours, (hours) => onChange(patched(rows, index, { hours })))}
              />
            </SimpleGrid>
            <Textarea
              label="Cause"
              autosize
              minRows={1}
              maxRows={4}
              value={row.cause}
              onChange={(event) =>
                onChange(patched(rows, index, { cause: event.currentTarget.value }))
              }
            />
          </Stack>
        </RowGroup>
      ))}
      <AddRowButton
        label="Add delay"
        onClick={() => onChange([...rows, { type: 'weather', hours: '', cause: '' }])}
      />
    </Stack>
  );
}

// ---- Visitors and inspections ----

const resultOptions = INSPECTION_RESULTS.map((result) => ({
  value: result,
  label: capitalise(result),
}));

export function VisitorsEditor({
  rows,
  onChange,
}: {
  rows: VisitorValues[];
  onChange: (rows: VisitorValues[]) => void;
}) {
  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <RowGroup
          key={index}
          label={`Visitor ${index + 1}`}
          onRemove={() => onChange(without(rows, index))}
        >
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="Name"
                value={row.name}
                onChange={(event) =>
                  onChange(patched(rows, index, { name: event.currentTarget.value }))
                }
              />
              <TextInput
                label="Organisation"
                value={row.organisation}
                onChange={(event) =>
                  onChange(patched(rows, index, { organisation: event.currentTarget.value }))
                }
              />
            </SimpleGrid>
            <TextInput
              label="Purpose"
              value={row.purpose}
              onChange={(event) =>
                onChange(patched(rows, index, { purpose: event.currentTarget.value }))
              }
            />
            <Checkbox
              label="Inspection"
              size="md"
              checked={row.inspection}
              onChange={(event) =>
                onChange(patched(rows, index, { inspection: event.currentTarget.checked }))
              }
            />
            {row.inspection && (
              <SimpleGrid cols={2} spacing="sm">
                <Select
                  label="Result"
                  placeholder="Not yet"
                  data={resultOptions}
                  value={row.result || null}
                  onChange={(value) =>
                    onChange(
                      patched(rows, index, { result: (value ?? '') as VisitorValues['result'] }),
                    )
                  }
                />
                <TextInput
                  label="Inspector"
                  value={row.inspector}
                  onChange={(event) =>
                    onChange(patched(rows, index, { inspector: event.currentTarget.value }))
                  }
                />
              </SimpleGrid>
            )}
          </Stack>
        </RowGroup>
      ))}
      <AddRowButton
        label="Add visitor"
        onClick={() =>
          onChange([
            ...rows,
            {
              name: '',
              organisation: '',
              purpose: '',
              inspection: false,
              result: '',
              inspector: '',
            },
          ])
        }
      />
    </Stack>
  );
}

// ---- Deliveries ----

export function DeliveriesEditor({
  rows,
  onChange,
}: {
  rows: DeliveryValues[];
  onChange: (rows: DeliveryValues[]) => void;
}) {
  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <RowGroup
          key={index}
          label={`Delivery ${index + 1}`}
          onRemove={() => onChange(without(rows, index))}
        >
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="Supplier"
              value={row.supplier}
              onChange={(event) =>
                onChange(patched(rows, index, { supplier: event.currentTarget.value }))
              }
            />
            <TextInput
              label="Items"
              value={row.items}
              onChange={(event) =>
                onChange(patched(rows, index, { items: event.currentTarget.value }))
              }
            />
            <TextInput
              label="Quantity"
              value={row.quantity}
              onChange={(event) =>
                onChange(patched(rows, index, { quantity: event.currentTarget.value }))
              }
            />
            <TextInput
              label="Received by"
              value={row.receivedBy}
              onChange={(event) =>
                onChange(patched(rows, index, { receivedBy: event.currentTarget.value }))
              }
            />
          </SimpleGrid>
        </RowGroup>
      ))}
      <AddRowButton
        label="Add delivery"
        onClick={() =>
          onChange([...rows, { supplier: '', items: '', quantity: '', receivedBy: '' }])
        }
      />
    </Stack>
  );
}

// ---- Safety ----

export function SafetyEditor({
  values,
  onChange,
}: {
  values: SafetyValues;
  onChange: (values: SafetyValues) => void;
}) {
  const flag = (key: 'incident' | 'nearMiss' | 'toolboxTalk', label: string) => (
    <Checkbox
      label={label}
      size="md"
      checked={values[key]}
      onChange={(event) => onChange({ ...values, [key]: event.currentTarget.checked })}
    />
  );
  return (
    <Stack gap="sm">
      <Group gap="lg">
        {flag('toolboxTalk', 'Toolbox talk')}
        {flag('nearMiss', 'Near miss')}
        {flag('incident', 'Incident')}
      </Group>
      <Textarea
        label="Safety note"
        autosize
        minRows={2}
        maxRows={6}
        value={values.note}
        onChange={(event) => onChange({ ...values, note: event.currentTarget.value })}
      />
    </Stack>
  );
}
