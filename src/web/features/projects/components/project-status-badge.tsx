import { Badge } from '@mantine/core';
import type { ProjectStatus } from '../../../../core/schemas/project';

// Spec section 4: default style for Completed, secondary for In Progress, outline otherwise.
const styles: Record<ProjectStatus, { variant: string; color?: string }> = {
  Completed: { variant: 'filled' },
  'In Progress': { variant: 'light', color: 'gray' },
  Planning: { variant: 'outline', color: 'gray' },
  'On Hold': { variant: 'outline', color: 'gray' },
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const style = styles[status];
  return (
    <Badge variant={style.variant} color={style.color} style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}
