export { localeRoutes } from './locale.routes.js';
