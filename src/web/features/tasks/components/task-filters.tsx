import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { isStaff } from '../../../lib/roles';
import { useUser } from '../../auth';
import { ProjectFilterSelect, useProjectMembers } from '../../projects';
import { useUsers } from '../../team';
import { TASK_DUE_FILTERS, type TaskDueFilter, ASSIGNEE_ME } from '../../../../core/tasks';

export interface TaskFilterValues {
  projectId?: string | undefined;
  due?: TaskDueFilter | undefined;
  /** `me`, or a person's id. */
  assignee?: string | undefined;
}

export const DUE_LABELS: Record<TaskDueFilter, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  week: 'Due this week',
};

/** Project, due and assignee filters of the Tasks list (issue 18), kept in the address. */
export function TaskFiltersBar({
  filters,
  onChange,
  showProject = true,
}: {
  filters: TaskFilterValues;
  onChange: (patch: Partial<Record<keyof TaskFilterValues, string | null>>) => void;
  showProject?: boolean;
}) {
  const me = useUser().data;
  const staff = isStaff(me?.role);
  // Who may be chosen: the project's members (owner and office), else everyone (owner).
  const members = useProjectMembers(staff ? (filters.projectId ?? null) : null, {
    enabled: staff && Boolean(filters.projectId),
  });
  const users = useUsers({ enabled: me?.role === 'owner' && !filters.projectId });
  const people = filters.projectId
    ? (members.data?.members ?? []).map((m) => ({ id: m.id, name: m.name }))
    : (users.data ?? []).map((u) => ({ id: u.id, name: u.name || u.username }));
  const assigneeOptions = [
    { value: ASSIGNEE_ME, label: 'Assigned to me' },
    ...people.filter((p) => p.id !== me?.id).map((p) => ({ value: p.id, label: p.name })),
  ];
  if (filters.assignee && !assigneeOptions.some((o) => o.value === filters.assignee)) {
    assigneeOptions.push({ value: filters.assignee, label: 'Chosen person' });
  }
  const active = Object.values(filters).some(Boolean);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md" data-testid="task-filters">
      {showProject && (
        <ProjectFilterSelect
          value={filters.projectId}
          onChange={(projectId) => onChange({ projectId })}
        />
      )}
      <Select
        label="Due"
        placeholder="Any time"
        clearable
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
        data={TASK_DUE_FILTERS.map((value) => ({ value, label: DUE_LABELS[value] }))}
        value={filters.due ?? null}
        onChange={(value) => onChange({ due: value })}
      />
      <Select
        label="Assignee"
        placeholder="Anyone"
        clearable
        w={{ base: 'calc(50% - 6px)', xs: 200 }}
        data={assigneeOptions}
        value={filters.assignee ?? null}
        onChange={(value) => onChange({ assignee: value })}
      />
      {active && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => onChange({ projectId: null, due: null, assignee: null })}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
