export { docsRoutes } from './docs.routes.js';
