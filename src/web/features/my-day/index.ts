import { lazy } from 'react';

// The My day feature's front door: a person's tasks and today's updates (issue 15).
export const MyDayPage = lazy(() => import('./my-day-page'));
