// The summaries feature's front door: what other parts of the app may use.
export { ACTIVITY_WEEKS, useActivity } from './api/get-activity';
export { DailyUpdatePanel } from './components/daily-update-panel';
export { ProjectSummaryCard } from './components/project-summary-card';
export { TimeZoneCard } from './components/time-zone-card';
export { UpdatesEmailDialog } from './components/lazy-email-dialogs';
