export { dashboardRoutes } from './dashboard.routes.js';
export { gettingStartedRoutes } from './getting-started.routes.js';
