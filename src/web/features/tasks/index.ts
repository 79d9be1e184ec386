import { lazy } from 'react';

// The tasks feature's front door: what other parts of the app may use.
// The page's code loads on the first visit to it, not with what other features use.
export const TasksPage = lazy(() => import('./tasks-page'));
export { useTaskCounts } from './api/get-task-counts';
export { useTaskPages } from './api/get-task-pages';
export { MyTasksSection } from './components/my-tasks-section';
// The project page (issue 18) works with a project's tasks through these.
export { ProjectTasksPanel } from './components/project-tasks-panel';
export { NextDueTasks } from './components/next-due-tasks';
