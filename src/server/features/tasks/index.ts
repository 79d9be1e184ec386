export { tasksRoutes } from './tasks.routes.js';
export { projectTaskProgress } from './tasks.queries.js';
