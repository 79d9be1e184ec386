import { lazy } from 'react';

// The invoices feature's front door: what other parts of the app may use.
// The page's code loads on the first visit to it, not with what other features use.
export const InvoicesPage = lazy(() => import('./invoices-page'));
