import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatLocaleDate } from '../../../../core/calendar-dates';
import { RetryAlert } from '../../../components/retry-alert';
import { paths } from '../../../lib/paths';
import type { ProjectStatus } from '../../../../core/schemas/project';
import { ProjectStatusBadge, projectQueryOptions } from '../../projects';
import { InternalBadge, useUpdates } from '../../updates';
import { relativeAge } from '../relative-age';

export const RECENT_UPDATES = 5;

function StatusBadge({ status }: { status: ProjectStatus | undefined }) {
  if (!status)
    return (
      <Badge variant="outline" color="gray">
        Unknown
      </Badge>
    );
  return <ProjectStatusBadge status={status} />;
}

export function RecentUpdatesCard() {
  const updates = useUpdates({ limit: RECENT_UPDATES });
  // Only the shown updates' projects (one small answer each), not the whole project list
  // (~60 KB at 1,000 projects) for five badges (decision 205).
  const projectIds = [
    ...new Set((updates.data ?? []).slice(0, RECENT_UPDATES).map((u) => u.projectId)),
  ];
  const projects = useQueries({ queries: projectIds.map((id) => projectQueryOptions(id)) });
  const statusById = new Map(
    projects.flatMap((project) => (project.data ? [[project.data.id, project.data.status]] : [])),
  );
  const projectsSettled = projects.every((project) => !project.isPending);

  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={2} size="h4" mb="md">
        Recent Updates
      </Title>
      {updates.isPending ? (
        <Text c="dimmed">Loading updates...</Text>
      ) : updates.isError ? (
        <RetryAlert title="Could not load the updates" onRetry={() => updates.refetch()} />
      ) : !updates.data?.length ? (
        <Text c="dimmed">No updates yet. Add your first project update to see it here.</Text>
      ) : (
        <Stack gap="sm">
          {updates.data.slice(0, RECENT_UPDATES).map((update) => (
            <Card key={update.id} withBorder padding="sm" radius="md" data-testid="recent-update">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Anchor
                  component={Link}
                  to={paths.project(update.projectId)}
                  fw={600}
                  size="sm"
                  c="var(--mantine-color-text)"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {update.project}
                </Anchor>
                <Group gap={6} wrap="nowrap">
                  {update.visibility === 'internal' && <InternalBadge />}
                  {projectsSettled && <StatusBadge status={statusById.get(update.projectId)} />}
                </Group>
              </Group>
              <Text size="sm" lineClamp={2} mt={4} style={{ overflowWrap: 'anywhere' }}>
                {update.note}
              </Text>
              {/* The day the update is about, then when it was written (issue 18). */}
              <Text size="xs" c="dimmed" mt={4}>
                <time dateTime={update.date}>{formatLocaleDate(update.date)}</time> · written{' '}
                {relativeAge(update.createdAt)}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
