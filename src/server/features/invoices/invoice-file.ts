import type { Db } from '../../db/database.js';
import { getSetting } from '../../settings/settings.js';
import { toInvoiceRecord, toPayment } from './invoices.mapper.js';
import { findClientContact, findProjectAddress, type InvoiceReadRow } from './invoices.queries.js';
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf.js';
import { listPayments } from './payments.queries.js';

/** The invoice's PDF as the client receives it, with its file name. */
export async function invoicePdf(db: Db, row: InvoiceReadRow, today: string) {
  const [payments, profile, locale, contact, project] = await Promise.all([
    listPayments(db, row.id),
    getSetting(db, 'businessProfile'),
    getSetting(db, 'locale'),
    findClientContact(db, row.client_id),
    row.project_id ? findProjectAddress(db, row.project_id) : undefined,
  ]);
  const invoice = toInvoiceRecord(row, today);
  const content = await renderInvoicePdf({
    invoice,
    payments: payments.map(toPayment),
    profile,
    billTo: {
      company: contact?.company ?? null,
      email: contact?.email || null,
      phone: contact?.phone || null,
    },
    projectAddress: project?.address ?? null,
    currency: locale.currency,
    dateFormat: locale.dateFormat,
  });
  return { invoice, content, fileName: invoicePdfFileName(invoice), profile, locale };
}
