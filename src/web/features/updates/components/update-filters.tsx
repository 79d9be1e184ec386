import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { DateField } from '../../../components/date-field';
import touch from '../../../components/touch-target.module.css';
import { ProjectFilterSelect } from '../../projects';
import type { UpdateFilters } from '../api/get-update-pages';

export type UpdateFilterValues = UpdateFilters;

/** Project, date range and kind (notes or task events) for the Updates list (issue 18). */
export function UpdateFiltersBar({
  filters,
  onChange,
  showProject = true,
}: {
  filters: UpdateFilterValues;
  onChange: (patch: Partial<Record<keyof UpdateFilterValues, string | null>>) => void;
  showProject?: boolean;
}) {
  const active = Boolean(
    (showProject && filters.projectId) || filters.from || filters.to || filters.kind,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="update-filters">
      {showProject && (
        <ProjectFilterSelect
          value={filters.projectId}
          onChange={(projectId) => onChange({ projectId })}
        />
      )}
      <DateField
        label="From"
        placeholder="Any date"
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
        value={filters.from ?? null}
        maxDate={filters.to}
        onChange={(value) => onChange({ from: value })}
      />
      <DateField
        label="To"
        placeholder="Any date"
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
        value={filters.to ?? null}
        minDate={filters.from}
        onChange={(value) => onChange({ to: value })}
      />
      <SegmentedControl
        aria-label="Show"
        value={filters.kind ?? 'all'}
        onChange={(value) => onChange({ kind: value === 'all' ? null : value })}
        data={[
          { value: 'all', label: 'All' },
          { value: 'note', label: 'Notes' },
          { value: 'task', label: 'Task events' },
        ]}
        classNames={{ label: touch.segment }}
      />
      {active && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => onChange({ projectId: null, from: null, to: null, kind: null })}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
