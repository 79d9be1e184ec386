import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, ColorSwatch, Group, Text, Title } from '@mantine/core';
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
        <>
          {/* The legend is drawn below the chart, not inside it: with a dozen projects on a
              390 px phone the chart's own legend took most of its height and left a 50 px
              plot (issue 18). The plot keeps its full height whatever the legend needs. */}
          <BarChart
            h={240}
            data={rows}
            dataKey={WEEK_KEY}
            type="stacked"
            series={series}
            yAxisProps={{ allowDecimals: false, width: 32 }}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
            tickLine="y"
            // A picture with a name (its bars are drawn, not read out); the legend below is
            // the text a screen reader gets. aria-label alone is not allowed on a plain div.
            role="img"
            aria-label="Updates per week by project"
            data-testid="activity-chart"
          />
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
