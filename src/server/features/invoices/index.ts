import type { FastifyInstance } from 'fastify';
import { invoiceSettingsRoutes } from './invoice-settings.routes.js';
import { invoicesRoutes as invoiceRoutes } from './invoices.routes.js';
import type { InvoicePortalLink } from './client-link.js';
import { taxRatesRoutes } from './tax-rates.routes.js';

// Getting paid (decisions 040, 170-172): invoices, payments, tax rates, the PDF, sending,
// reminders and what is owed.

/** Every invoicing route: invoices and payments, tax rates, Settings > Invoicing. */
export async function invoicesRoutes(
  app: FastifyInstance,
  options: { portalLink?: InvoicePortalLink },
) {
  await app.register(invoiceRoutes, options);
  await app.register(taxRatesRoutes);
  await app.register(invoiceSettingsRoutes);
}

/** For the client portal: the client opened the invoice (issued -> viewed, once). */
export { markInvoiceViewed } from './invoice-states.js';
/** For the client portal: a project's invoices as its client sees them, and their PDFs. */
export { clientInvoicePdf, listClientInvoices, type ClientInvoice } from './client-invoices.js';
/** What the composition layer hands invoices so e-mails can link the client portal. */
export type { InvoicePortalLink } from './client-link.js';
/** For the scheduler: one pass of payment reminders at the clock it is given. */
export { sendInvoiceReminders, type ReminderReport } from './reminders.js';
/** For estimates (issue 21): a draft invoice billed from a project's contract. */
export { createContractInvoice, type ContractInvoiceInput } from './invoices.service.js';
/** For estimates (issue 21): an invoice row as the API shows it. */
export { toInvoiceRecord } from './invoices.mapper.js';
