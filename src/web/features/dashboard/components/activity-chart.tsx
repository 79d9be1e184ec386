import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { CHART_HEIGHT, WEEK_KEY, type ChartProps } from './activity-chart-shape';

/** The bar chart of the activity card, in its own chunk with the chart library. */
export default function ActivityChart({ rows, series }: ChartProps) {
  return (
    <BarChart
      h={CHART_HEIGHT}
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
  );
}
