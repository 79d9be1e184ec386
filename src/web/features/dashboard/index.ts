// The dashboard feature's front door: the cards the Dashboard page (app/dashboard) lays out.
export { ActivityChartCard } from './components/activity-chart-card';
export { GettingStartedCard } from './components/getting-started-card';
export { MetricsGrid } from './components/metrics-grid';
export { RecentUpdatesCard } from './components/recent-updates-card';
