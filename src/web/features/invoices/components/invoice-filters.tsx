import { Checkbox, Group, Select } from '@mantine/core';
import {
  INVOICE_STATE_LABELS,
  INVOICE_STATES,
  type InvoiceState,
} from '../../../../core/schemas/invoice';

export interface InvoiceFilter {
  state: InvoiceState | null;
  overdue: boolean;
}

/** Reads the filter from the URL (?state=partial&overdue=true); unknown values are ignored. */
export function filterOf(params: URLSearchParams): InvoiceFilter {
  const state = params.get('state');
  return {
    state: (INVOICE_STATES as readonly string[]).includes(state ?? '')
      ? (state as InvoiceState)
      : null,
    overdue: params.get('overdue') === 'true',
  };
}

/** Writes the filter into the URL, keeping its other parameters. */
export function withFilter(params: URLSearchParams, filter: InvoiceFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.state) next.set('state', filter.state);
  else next.delete('state');
  if (filter.overdue) next.set('overdue', 'true');
  else next.delete('overdue');
  return next;
}

interface InvoiceFiltersProps {
  filter: InvoiceFilter;
  onChange: (filter: InvoiceFilter) => void;
}

export function InvoiceFilters({ filter, onChange }: InvoiceFiltersProps) {
  return (
    <Group gap="md" mb="md" align="flex-end" wrap="wrap">
      <Select
        label="State"
        w={200}
        data={[
          { value: 'all', label: 'All invoices' },
          ...INVOICE_STATES.map((state) => ({ value: state, label: INVOICE_STATE_LABELS[state] })),
        ]}
        value={filter.state ?? 'all'}
        allowDeselect={false}
        onChange={(value) =>
          onChange({ ...filter, state: value && value !== 'all' ? (value as InvoiceState) : null })
        }
      />
      <Checkbox
        label="Overdue only"
        checked={filter.overdue}
        onChange={(event) => onChange({ ...filter, overdue: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
