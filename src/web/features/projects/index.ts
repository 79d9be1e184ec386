import { lazy } from 'react';

// The projects feature's front door: what other parts of the app may use.
// The page's code loads on the first visit to it, not with what other features use.
export const ProjectsPage = lazy(() => import('./projects-page'));
/** One project's page at /projects/{id} (issue 18). */
export const ProjectPage = lazy(() => import('./project-page'));
/** The full list (the Projects screen's); a picker reads useProjectOptions (decision 213). */
export { useProjects } from './api/get-projects';
export { useProjectOptions } from './api/get-project-options';
export { useClientProjectCounts, useClientProjects } from './api/get-client-projects';
export { projectQueryOptions } from './api/get-project';
export { useProjectMembers } from './api/get-project-members';
export { ProjectStatusBadge } from './components/project-status-badge';
export { ProjectFilterSelect } from './components/project-filter-select';
export { useSoleProject } from './use-sole-project';
