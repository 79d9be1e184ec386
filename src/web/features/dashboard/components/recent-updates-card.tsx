import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { ProjectStatus } from '../../../../core/schemas/project';
import { useProjects } from '../../projects';
import { useUpdates } from '../../updates';
import { relativeAge } from '../relative-age';

export const RECENT_UPDATES = 5;

// Spec section 4: default style for Completed, secondary for In Progress, outline otherwise.
function StatusBadge({ status }: { status: ProjectStatus | undefined }) {
  if (!status)
    return (
      <Badge variant="outline" color="gray">
        Unknown
      </Badge>
    );
  const variant =
    status === 'Completed' ? 'filled' : status === 'In Progress' ? 'light' : 'outline';
  return (
    <Badge
      variant={variant}
      color={status === 'Completed' ? undefined : 'gray'}
      style={{ flexShrink: 0 }}
    >
      {status}
    </Badge>
  );
}

export function RecentUpdatesCard() {
  const updates = useUpdates({ limit: RECENT_UPDATES });
  const projects = useProjects();
  const statusById = useMemo(
    () => new Map((projects.data ?? []).map((project) => [project.id, project.status])),
    [projects.data],
  );

  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={2} size="h4" mb="md">
        Recent Updates
      </Title>
      {updates.isPending ? (
        <Text c="dimmed">Loading updates...</Text>
      ) : !updates.data?.length ? (
        <Text c="dimmed">No updates yet. Add your first project update to see it here.</Text>
      ) : (
        <Stack gap="sm">
          {updates.data.slice(0, RECENT_UPDATES).map((update) => (
            <Card key={update.id} withBorder padding="sm" radius="md" data-testid="recent-update">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {update.project}
                </Text>
                {projects.data && <StatusBadge status={statusById.get(update.projectId)} />}
              </Group>
              <Text size="sm" lineClamp={2} mt={4} style={{ overflowWrap: 'anywhere' }}>
                {update.note}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {relativeAge(update.createdAt)}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
