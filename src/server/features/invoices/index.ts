export { invoicesRoutes } from './invoices.routes.js';
