export { businessRoutes } from './business.routes.js';
