import { lazy } from 'react';

// The invoices feature's front door: what other parts of the app may use.
// The page's code loads on the first visit to it, not with what other features use.
export const InvoicesPage = lazy(() => import('./invoices-page'));
// Dashboard, Settings and project cards show these.
export { InvoicingSettingsCard } from './components/invoicing-settings-card';
export { OwedToYouCard } from './components/owed-to-you-card';
export { ProjectMoney } from './components/project-money';
export { TaxRatesCard } from './components/tax-rates-card';
export { ProjectInvoices } from './components/project-invoices';
