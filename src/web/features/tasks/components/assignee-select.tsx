import { Select } from '@mantine/core';
import { isField } from '../../../lib/roles';
import { useUser } from '../../auth';
import { useProjectMembers } from '../../projects';

interface AssigneeSelectProps {
  projectId: string;
  value: string | null;
  onChange: (assigneeId: string | null) => void;
  /** The task's current assignee, shown even when no longer a member. */
  current?: { id: string; name: string } | null;
  error?: React.ReactNode;
}

/**
 * A member of the task's project, or nobody. Owner and office pick from the project's
 * members; a field user (who may not read the member list) can take the task themselves.
 */
export function AssigneeSelect({
  projectId,
  value,
  onChange,
  current,
  error,
}: AssigneeSelectProps) {
  const me = useUser().data;
  const field = isField(me?.role);
  const members = useProjectMembers(projectId || null, { enabled: !field });
  const options = field
    ? me
      ? [{ value: me.id, label: `Me (${me.name})` }]
      : []
    : (members.data?.members ?? []).map((member) => ({ value: member.id, label: member.name }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.push({ value: current.id, label: current.name });
  }
  const placeholder = !projectId
    ? 'Choose a project first'
    : members.isFetching
      ? 'Loading members...'
      : 'Unassigned';
  return (
    <Select
      label="Assignee"
      placeholder={placeholder}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      searchable
      disabled={!projectId}
      nothingFoundMessage="No members on this project. Add them from the project card."
      error={error}
    />
  );
}
