import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { ACTIVITY_WEEKS, useActivity } from '../../summaries';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'gray.5'];
const WEEK_KEY = '__week';

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
      ) : series.length === 0 ? (
        <Text c="dimmed">No updates in the last {ACTIVITY_WEEKS} weeks.</Text>
      ) : (
        <BarChart
          h={260}
          data={rows}
          dataKey={WEEK_KEY}
          type="stacked"
          series={series}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          yAxisProps={{ allowDecimals: false }}
          tickLine="y"
          aria-label="Updates per week by project"
        />
      )}
    </Card>
  );
}
