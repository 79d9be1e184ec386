import { SimpleGrid } from '@mantine/core';
import { IconBuilding, IconCircleCheck, IconClock, IconUsers } from '@tabler/icons-react';
import { useDashboardMetrics } from '../api/get-dashboard-metrics';
import { MetricCard } from './metric-card';

export function MetricsGrid() {
  const { data } = useDashboardMetrics();
  const value = (n: number | undefined) => (n === undefined ? '…' : n);
  return (
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
  );
}
