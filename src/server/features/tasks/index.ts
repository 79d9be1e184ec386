export { tasksRoutes } from './tasks.routes.js';
export { countOverdueTasks, countTasks, projectTaskProgress } from './tasks.queries.js';
