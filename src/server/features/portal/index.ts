// The client portal's front door (issue 16, decision 160): the business's routes for
// links and questions, the public portal API, and the portal URL an e-mail to a client
// carries for its recipient (the scheduled e-mails, an invoice and its reminders).
export { portalRoutes } from './portal.routes.js';
export { portalPublicRoutes } from './portal-public.routes.js';
export { invoicePortalLink, issueContactPortalUrl } from './portal-links.service.js';
/** For estimate approval links (issue 21): the same token design and visitor evidence. */
export { hashPortalToken, isWellFormedToken, newPortalToken } from './portal-token.js';
export { coarseUserAgent, networkOf } from './visitor.js';
export { PORTAL_HEADERS } from './portal-public.routes.js';
/** Where the business is told about a client's decision. */
export { businessAddress } from './portal-mail.js';
