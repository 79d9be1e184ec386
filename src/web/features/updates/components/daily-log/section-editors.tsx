import {
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { INSPECTION_RESULTS } from '../../../../../core/schemas/daily-log';
import {
  type DelayValues,
  type DeliveryValues,
  type SafetyValues,
  type VisitorValues,
} from './section-values';
import { DELAY_TYPES } from '../../../../../core/daily-log';
import { AddRowButton, capitalise, numberProps, patched, RowGroup, without } from './section-rows';

// The editors of the daily log's list sections (decision 190): delays, visitors and
// inspections, deliveries, safety. Weather and crew have files of their own.

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
