import type { PortalInvoice } from '../../../core/schemas/portal.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { getSetting } from '../../settings/settings.js';
import { clientInvoicePdf, listClientInvoices, markInvoiceViewed } from '../invoices/index.js';
import type { PortalAccess } from './portal-public.service.js';

// The invoices a portal link shows, only when the owner chose so: the link's own
// project's invoices that were issued to the client (never drafts or void ones).

const noInvoices = () => new HttpError(404, 'This project page does not show invoices.');
const showsInvoices = (access: PortalAccess) => Number(access.link.show_invoices) === 1;

export async function portalInvoices(db: Db, access: PortalAccess): Promise<PortalInvoice[]> {
  if (!showsInvoices(access)) throw noInvoices();
  const [invoices, locale] = await Promise.all([
    listClientInvoices(db, access.link.project_id),
    getSetting(db, 'locale'),
  ]);
  return invoices.map((invoice) => ({
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    date: invoice.date,
    amount: invoice.amount,
    currency: locale.currency,
    status: invoice.status,
  }));
}

/**
 * The invoice's PDF, when it is one the link shows; the client opening it marks it
 * viewed, the business's own preview (signed in) does not.
 */
export async function portalInvoicePdf(
  db: Db,
  access: PortalAccess,
  invoiceId: string,
  options: { byClient: boolean },
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!showsInvoices(access)) throw noInvoices();
  const pdf = await clientInvoicePdf(db, access.link.project_id, invoiceId);
  if (!pdf) throw new HttpError(404, 'Invoice not found');
  if (options.byClient) await markInvoiceViewed(db, invoiceId);
  return { fileName: pdf.fileName, bytes: pdf.content };
}
