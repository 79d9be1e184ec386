import { lazy } from 'react';

// The contacts feature's front door: what other parts of the app may use.
// The page's code loads on the first visit to it, not with what other features use.
export const ContactsPage = lazy(() => import('./contacts-page'));
export { contactsQueryOptions, useContacts } from './api/get-contacts';
