import { lazy } from 'react';

// The activity feature's front door: the log screen (owner and office).
export const ActivityPage = lazy(() => import('./activity-page'));
export { RecentActivity } from './components/recent-activity';
