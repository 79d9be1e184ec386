import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { PROJECT_STATUSES, type Project } from '../../../../core/schemas/project';

export const PROJECT_SORTS = ['newest', 'name', 'start', 'activity'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
const SORT_LABELS: Record<ProjectSort, string> = {
  newest: 'Newest first',
  name: 'Name',
  start: 'Start date',
  activity: 'Last activity',
};

export interface ProjectFilterValues {
  status?: string | undefined;
  clientId?: string | undefined;
  sort?: string | undefined;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The projects the filters keep, in the chosen order (issue 18); the API lists newest first.
 * `lastActivity` (project id → ISO time) orders the "Last activity" sort, busiest first.
 */
export function filterProjects(
  projects: readonly Project[],
  filters: ProjectFilterValues,
  lastActivity?: ReadonlyMap<string, string>,
) {
  const kept = projects.filter(
    (project) =>
      (!filters.status || project.status === filters.status) &&
      (!filters.clientId || project.clientId === filters.clientId),
  );
  if (filters.sort === 'name') return kept.sort((a, b) => collator.compare(a.name, b.name));
  if (filters.sort === 'start') {
    // Undated projects last; the newest start first, like the list.
    return kept.sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''));
  }
  if (filters.sort === 'activity' && lastActivity) {
    return kept.sort((a, b) =>
      (lastActivity.get(b.id) ?? '').localeCompare(lastActivity.get(a.id) ?? ''),
    );
  }
  return kept;
}

/** Status, client and sort of the Projects list, kept in the address (issue 18). */
export function ProjectFiltersBar({
  projects,
  filters,
  onChange,
}: {
  projects: readonly Project[];
  filters: ProjectFilterValues;
  onChange: (patch: Partial<Record<keyof ProjectFilterValues, string | null>>) => void;
}) {
  const clients = [...new Map(projects.map((p) => [p.clientId, p.clientName])).entries()].sort(
    (a, b) => collator.compare(a[1], b[1]),
  );
  const active = Boolean(filters.status || filters.clientId || filters.sort);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md" data-testid="project-filters">
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
        data={[...PROJECT_STATUSES]}
        value={filters.status ?? null}
        onChange={(value) => onChange({ status: value })}
      />
      <Select
        label="Client"
        placeholder="Any client"
        clearable
        searchable
        w={{ base: 'calc(50% - 6px)', xs: 220 }}
        data={clients.map(([value, label]) => ({ value, label }))}
        value={filters.clientId ?? null}
        onChange={(value) => onChange({ clientId: value })}
      />
      <Select
        label="Sort by"
        w={{ base: '100%', xs: 170 }}
        data={PROJECT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        value={filters.sort ?? 'newest'}
        allowDeselect={false}
        onChange={(value) => onChange({ sort: value === 'newest' ? null : value })}
      />
      {active && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => onChange({ status: null, clientId: null, sort: null })}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
