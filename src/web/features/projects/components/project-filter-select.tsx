import { Select } from '@mantine/core';
import { useProjectOptions } from '../api/get-project-options';

/** The "Project" filter of the Updates and Tasks lists: every project the reader sees. */
export function ProjectFilterSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (projectId: string | null) => void;
}) {
  const projects = useProjectOptions();
  return (
    <Select
      label="Project"
      placeholder="All projects"
      searchable
      clearable
      w={{ base: '100%', xs: 220 }}
      data={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      value={value ?? null}
      onChange={onChange}
    />
  );
}
