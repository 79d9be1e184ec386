import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  INVOICE_STATE_LABELS,
  INVOICE_STATES,
  INVOICE_STATUSES,
  type InvoiceState,
  type InvoiceStatus,
} from '../../../../core/invoices';
import type { UrlFilters } from '../../../lib/use-url-filters';

export interface InvoiceFilter {
  state: InvoiceState | null;
  overdue: boolean;
  /** The spec's status (Pending, Paid), issue 18. */
  status?: InvoiceStatus | null;
  /** Text search on number, client and project (issue 18). */
  q?: string;
}

/** The filter's search parameters (?state=partial&overdue=true&status=Paid&q=...). */
export const INVOICE_FILTER_KEYS = ['state', 'overdue', 'status', 'q'] as const;
type InvoiceFilterKey = (typeof INVOICE_FILTER_KEYS)[number];

/** The values each parameter may hold; any other (a hand-edited link) is no filter. */
export const INVOICE_FILTER_VALUES = {
  state: INVOICE_STATES,
  status: INVOICE_STATUSES,
  overdue: ['true'],
} as const;

/** The filter the address holds (read through `useUrlFilters` with the two lists above). */
export function filterOf(url: UrlFilters<InvoiceFilterKey>): InvoiceFilter {
  return {
    state: (url.state as InvoiceState | undefined) ?? null,
    overdue: url.overdue === 'true',
    status: (url.status as InvoiceStatus | undefined) ?? null,
    q: url.q ?? '',
  };
}

/** A change of some of the filter as the parameters to set (empty: removed). */
export function paramsOf(
  change: Partial<InvoiceFilter>,
): Partial<Record<InvoiceFilterKey, string | null>> {
  const params: Partial<Record<InvoiceFilterKey, string | null>> = {};
  if ('state' in change) params.state = change.state ?? null;
  if ('overdue' in change) params.overdue = change.overdue ? 'true' : null;
  if ('status' in change) params.status = change.status ?? null;
  if ('q' in change) params.q = change.q || null;
  return params;
}

interface InvoiceFiltersProps {
  filter: InvoiceFilter;
  /** Only what the person changed: the rest of the address is kept as it is then. */
  onChange: (change: Partial<InvoiceFilter>) => void;
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
        onChange={(event) => onChange({ q: event.currentTarget.value })}
      />
      <Select
        label="Status"
        w={160}
        data={[{ value: 'all', label: 'Any status' }, ...INVOICE_STATUSES]}
        value={filter.status ?? 'all'}
        allowDeselect={false}
        onChange={(value) =>
          onChange({ status: value && value !== 'all' ? (value as InvoiceStatus) : null })
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
          onChange({ state: value && value !== 'all' ? (value as InvoiceState) : null })
        }
      />
      <Checkbox
        label="Overdue only"
        checked={filter.overdue}
        onChange={(event) => onChange({ overdue: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
