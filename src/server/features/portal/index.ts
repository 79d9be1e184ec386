// The client portal's front door (issue 16, decision 160): the business's routes for
// links and questions, the public portal API, and the portal URL a scheduled e-mail
// carries for its recipient.
export { portalRoutes } from './portal.routes.js';
export { portalPublicRoutes } from './portal-public.routes.js';
export { issueContactPortalUrl } from './portal-links.service.js';
