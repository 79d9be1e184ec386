export { tasksRoutes } from './tasks.routes.js';
