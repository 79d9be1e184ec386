export { uploadsRoutes } from './uploads.routes.js';
