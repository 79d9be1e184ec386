import { lazy } from 'react';

// The updates feature's front door: what other parts of the app may use.
// The page's code loads on the first visit to it, not with what other features use.
export const UpdatesPage = lazy(() => import('./updates-page'));
// What the shell shows while that code loads: the newest notes already (decision 226).
export { UpdatesSkeleton } from './components/updates-skeleton';
// What the build renders for the page to draw the first notes before the app (decision 253).
export { updatesDrawnFrame } from './components/drawn-templates';
export { drawNotes } from './drawn-notes';
export { useUpdates } from './api/get-updates';
export { InternalBadge } from './components/internal-badge';
export { SharingSettingsCard } from './components/sharing-settings-card';
export { AddUpdateButton } from './components/add-update-button';
export { TodaysUpdatesSection } from './components/todays-updates-section';
// The project page (issue 18) shows a project's daily log, latest notes and photos.
export { ProjectDailyLog } from './components/project-daily-log';
export { LatestUpdates } from './components/latest-updates';
export { ProjectPhotos } from './components/project-photos';
