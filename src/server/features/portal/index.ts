// The client portal's front door (issue 16, decision 160): the business's routes for
// links and questions, the public portal API, and the portal URL an e-mail to a client
// carries for its recipient (the scheduled e-mails, an invoice and its reminders).
export { portalRoutes } from './portal.routes.js';
export { portalPublicRoutes } from './portal-public.routes.js';
export { invoicePortalLink, issueContactPortalUrl } from './portal-links.service.js';
