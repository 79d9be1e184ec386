import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  INVOICE_STATE_LABELS,
  INVOICE_STATES,
  INVOICE_STATUSES,
  type InvoiceState,
  type InvoiceStatus,
} from '../../../../core/invoices';

export interface InvoiceFilter {
  state: InvoiceState | null;
  overdue: boolean;
  /** The spec's status (Pending, Paid), issue 18. */
  status?: InvoiceStatus | null;
  /** Text search on number, client and project (issue 18). */
  q?: string;
}

/** Reads the filter from the URL (?state=partial&overdue=true); unknown values are ignored. */
export function filterOf(params: URLSearchParams): InvoiceFilter {
  const state = params.get('state');
  return {
    state: (INVOICE_STATES as readonly string[]).includes(state ?? '')
      ? (state as InvoiceState)
      : null,
    overdue: params.get('overdue') === 'true',
    status: (INVOICE_STATUSES as readonly string[]).includes(params.get('status') ?? '')
      ? (params.get('status') as InvoiceStatus)
      : null,
    q: params.get('q') ?? '',
  };
}

/** Writes the filter into the URL, keeping its other parameters. */
export function withFilter(params: URLSearchParams, filter: InvoiceFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.state) next.set('state', filter.state);
  else next.delete('state');
  if (filter.overdue) next.set('overdue', 'true');
  else next.delete('overdue');
  if (filter.status) next.set('status', filter.status);
  else next.delete('status');
  if (filter.q) next.set('q', filter.q);
  else next.delete('q');
  return next;
}

interface InvoiceFiltersProps {
  filter: InvoiceFilter;
  onChange: (filter: InvoiceFilter) => void;
}

export function InvoiceFilters({ filter, onChange }: InvoiceFiltersProps) {
  return (
    <Group gap="md" mb="md" align="flex-end" wrap="wrap">
      <TextInput
        label="Search invoices"
        placeholder="Number, client or project"
        w={{ base: '100%', xs: 240 }}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.q ?? ''}
        onChange={(event) => onChange({ ...filter, q: event.currentTarget.value })}
      />
      <Select
        label="Status"
        w={160}
        data={[{ value: 'all', label: 'Any status' }, ...INVOICE_STATUSES]}
        value={filter.status ?? 'all'}
        allowDeselect={false}
        onChange={(value) =>
          onChange({
            ...filter,
            status: value && value !== 'all' ? (value as InvoiceStatus) : null,
          })
        }
      />
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
