import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import {
  ActivityChartCard,
  GettingStartedCard,
  MetricsGrid,
  RecentUpdatesCard,
} from '../../features/dashboard';
import { useUser } from '../../features/auth';
import { OwedToYouCard } from '../../features/invoices';
import { UnreadQuestionsCard } from '../../features/portal';
import { ProjectSummaryCard } from '../../features/summaries';
import { isOwner } from '../../lib/roles';
import { useReturningVisitor } from './use-returning-visitor';
import { dashboardHeading } from '../../lib/screen-headings';

// The dashboard shows several features side by side; each card stays in its feature.
export default function DashboardPage() {
  const user = useUser();
  const returning = useReturningVisitor(user.data?.id);
  return (
    <>
      <PageHeader {...dashboardHeading(returning)} />
      <Stack gap="lg">
        {/* The first-run checklist (decision 181): the owner's, since its steps are theirs. */}
        {isOwner(user.data?.role) && <GettingStartedCard />}
        <MetricsGrid />
        {/* Questions clients asked on their portal pages (owner and office). */}
        <UnreadQuestionsCard />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ProjectSummaryCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <RecentUpdatesCard />
          </Grid.Col>
        </Grid>
        {/* Hidden for field staff (no money): the card decides, from the signed-in role. */}
        <OwedToYouCard />
        <ActivityChartCard />
      </Stack>
    </>
  );
}
