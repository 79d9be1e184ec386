// Contacts' front door: the routes, and the bulk insert the CSV import uses.
export { contactsRoutes } from './contacts.routes.js';
export { insertContacts, listContactEmails } from './contacts.queries.js';
