export { projectsRoutes } from './projects.routes.js';
export { findProjectHeadline } from './project-lookup.js';
export { countActiveProjectsByClient, listProjectOptions } from './projects.queries.js';
