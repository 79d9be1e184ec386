// Summaries' front door: the routes, and the one builder of a project's period e-mail
// (the scheduled client e-mails send it).
export { summariesRoutes } from './summaries.routes.js';
export { buildProjectPeriodEmail } from './project-period-email.js';
// The one look of every e-mail the app sends (the client portal's e-mails use it too).
export { renderEmailHtml, renderEmailText, type EmailDocument } from './email-content.js';
