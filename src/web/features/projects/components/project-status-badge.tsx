import { Badge, type BadgeVariant } from '@mantine/core';
import type { ProjectStatus } from '../../../../core/schemas/project';

// The spec's four status names, in an order of loudness (issue 18): work under way stands
// out, a stopped job asks for attention, a job not started is quiet, a finished one recedes.
export const PROJECT_STATUS_STYLES: Record<
  ProjectStatus,
  { variant: BadgeVariant; color: string; loudness: number }
> = {
  'In Progress': { variant: 'filled', color: 'blue', loudness: 4 },
  'On Hold': { variant: 'light', color: 'orange', loudness: 3 },
  Planning: { variant: 'outline', color: 'gray', loudness: 2 },
  Completed: { variant: 'dot', color: 'gray', loudness: 1 },
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const style = PROJECT_STATUS_STYLES[status];
  return (
    <Badge
      variant={style.variant}
      color={style.color}
      style={{ flexShrink: 0 }}
      data-status={status}
    >
      {status}
    </Badge>
  );
}
