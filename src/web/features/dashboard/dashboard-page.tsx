import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { ProjectSummaryCard } from '../summaries/components/project-summary-card';
import { ActivityChartCard } from './components/activity-chart-card';
import { MetricsGrid } from './components/metrics-grid';
import { RecentUpdatesCard } from './components/recent-updates-card';

export default function DashboardPage() {
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Welcome back! Here's your project summary and key metrics."
      />
      <Stack gap="lg">
        <MetricsGrid />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ProjectSummaryCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <RecentUpdatesCard />
          </Grid.Col>
        </Grid>
        <ActivityChartCard />
      </Stack>
    </>
  );
}
