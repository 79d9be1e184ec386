// Scheduled client e-mails: the routes, and the scheduler the server starts once listening.
export { schedulesRoutes } from './schedules.routes.js';
export { createScheduler } from './scheduler.js';
