// What the activity card hands its lazily loaded chart (activity-chart.tsx).
export const WEEK_KEY = '__week';
export const CHART_HEIGHT = 240;

export interface ChartProps {
  rows: Record<string, string | number>[];
  series: { name: string; color: string }[];
}
