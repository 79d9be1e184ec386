import { Box, Card, ColorSwatch, Group, Text, Title } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert';
import { ACTIVITY_WEEKS, useActivity } from '../../summaries';
import { CHART_HEIGHT, WEEK_KEY, type ChartProps } from './activity-chart-shape';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'gray.5'];
// The chart library (recharts, ~100 KB on the wire) is the largest part of the dashboard
// and the card is at the bottom of the page: it loads when the card comes near the screen,
// not with the first screen (decision 205).
const ActivityChart = lazy(() => import('./activity-chart'));

/** A box of the chart's height until the card is near the screen, then the chart. */
function ChartWhenSeen(props: ChartProps) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  // Once seen, the chart stays (scrolling away does not unload it).
  if (inViewport && !seen) setSeen(true);
  const placeholder = <Box ref={ref} h={CHART_HEIGHT} data-testid="activity-chart" aria-busy />;
  if (!seen) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ActivityChart {...props} />
    </Suspense>
  );
}

/** Updates per week, stacked by project: where the work has been going. */
export function ActivityChartCard() {
  const activity = useActivity();
  const data = activity.data;
  const rows =
    data?.weeks.map((week, i) => ({
      [WEEK_KEY]: dayjs(week).format('MMM D'),
      ...Object.fromEntries(data.series.map((s) => [s.project, s.counts[i] ?? 0])),
    })) ?? [];
  const series =
    data?.series.map((s, i) => ({ name: s.project, color: COLORS[i % COLORS.length]! })) ?? [];

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Updates per Week
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Last {ACTIVITY_WEEKS} weeks, by project (weeks start Monday)
      </Text>
      {activity.isPending ? (
        <Text c="dimmed">Loading chart...</Text>
      ) : activity.isError ? (
        <RetryAlert title="Could not load the chart" onRetry={() => activity.refetch()} />
      ) : series.length === 0 ? (
        <Text c="dimmed">No updates in the last {ACTIVITY_WEEKS} weeks.</Text>
      ) : (
        <>
          {/* The legend is drawn below the chart, not inside it: with a dozen projects on a
              390 px phone the chart's own legend took most of its height and left a 50 px
              plot (issue 18). The plot keeps its full height whatever the legend needs. */}
          <ChartWhenSeen rows={rows} series={series} />
          <Group
            component="ul"
            gap="xs"
            mt="sm"
            mb={0}
            mx={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Projects in the chart"
            data-testid="activity-legend"
          >
            {series.map((s) => (
              <Group component="li" key={s.name} gap={6} wrap="nowrap">
                <ColorSwatch
                  color={`var(--mantine-color-${s.color.replace('.', '-')})`}
                  size={12}
                />
                <Text size="sm">{s.name}</Text>
              </Group>
            ))}
          </Group>
        </>
      )}
    </Card>
  );
}
