// The daily log feature's front door (issue 19): the reports made from a project's logs
// and the weather service settings. The sections themselves are edited in the updates form.
export { WeeklyReportButton, WeeklyReportDialog } from './components/weekly-report-dialog';
export { DelaySummary, DelaySummaryDialog } from './components/delay-summary';
export { ProjectDailyLogMenu } from './components/project-daily-log-menu';
export { WeatherSettingsCard } from './components/weather-settings-card';
