import { SimpleGrid, Stack } from '@mantine/core';
import { RetryAlert } from '../../../components/retry-alert';
import { IconBuilding, IconCircleCheck, IconClock, IconUsers } from '@tabler/icons-react';
import { useDashboardMetrics } from '../api/get-dashboard-metrics';
import { MetricCard } from './metric-card';

export function MetricsGrid() {
  const metrics = useDashboardMetrics();
  const { data } = metrics;
  // A dash once the figures could not load (the alert below says so), not a waiting "…".
  const value = (n: number | undefined) => (n !== undefined ? n : metrics.isError ? '–' : '…');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <MetricCard
          title="Total Projects"
          value={value(data?.totalProjects)}
          icon={<IconBuilding size={20} />}
          trend={data?.trends.totalProjects}
        />
        <MetricCard
          title="Active Clients"
          value={value(data?.activeClients)}
          icon={<IconUsers size={20} />}
          trend={data?.trends.activeClients}
        />
        <MetricCard
          title="Completed"
          value={value(data?.completedProjects)}
          icon={<IconCircleCheck size={20} />}
        />
        <MetricCard
          title="In Progress"
          value={value(data?.inProgressProjects)}
          icon={<IconClock size={20} />}
        />
      </SimpleGrid>
      {metrics.isError && !data && (
        <RetryAlert title="Could not load the project figures" onRetry={() => metrics.refetch()} />
      )}
    </Stack>
  );
}
