import { Card, SimpleGrid, Select, Title } from '@mantine/core';
import type { ContactFilters } from '../../../../core/contact-sorting';
import { CONTACT_TYPES, TRADES } from '../../../../core/schemas/contact';

const typeOptions = [{ value: 'all', label: 'All Types' }, ...CONTACT_TYPES.map((t) => t)];
const tradeOptions = [{ value: 'all', label: 'All Trades' }, ...TRADES.map((t) => t)];
const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'type', label: 'Type' },
  { value: 'trade', label: 'Trade' },
];

interface ContactFiltersCardProps {
  filters: ContactFilters;
  onChange: (filters: ContactFilters) => void;
}

export function ContactFiltersCard({ filters, onChange }: ContactFiltersCardProps) {
  return (
    <Card withBorder padding="lg" mb="lg">
      <Title order={2} size="h4" mb="sm">
        Filter &amp; Sort
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Type"
          allowDeselect={false}
          data={typeOptions}
          value={filters.type}
          onChange={(value) =>
            onChange({ ...filters, type: (value ?? 'all') as ContactFilters['type'] })
          }
        />
        <Select
          label="Trade"
          allowDeselect={false}
          data={tradeOptions}
          value={filters.trade}
          onChange={(value) =>
            onChange({ ...filters, trade: (value ?? 'all') as ContactFilters['trade'] })
          }
        />
        <Select
          label="Sort By"
          allowDeselect={false}
          data={sortOptions}
          value={filters.sortBy}
          onChange={(value) =>
            onChange({ ...filters, sortBy: (value ?? 'name') as ContactFilters['sortBy'] })
          }
        />
      </SimpleGrid>
    </Card>
  );
}
