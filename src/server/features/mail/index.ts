export { mailRoutes } from './mail.routes.js';
