// Estimates and change orders the client approves online, and billing from the
// approved contract (issue 21, decisions 210-212).
export { estimatesRoutes } from './estimates.routes.js';
export { approvalPublicRoutes } from './approval-public.routes.js';
export { invoiceDueMilestones } from './billing.service.js';
export { displayNumber } from './document.js';
