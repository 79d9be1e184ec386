import type { Invoice } from '../../../core/schemas/invoice.js';
import type { InvoiceRow } from './invoices.queries.js';

/** A stored invoice as the API shows it; the route's schema writes `items` as JSON text. */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    clientId: row.client_id,
    client: row.client_name,
    projectId: row.project_id,
    project: row.project_name,
    amount: Number(row.amount),
    date: row.date,
    status: row.status === 'Paid' ? 'Paid' : 'Pending',
    items: row.items,
    createdAt: row.created_at,
  };
}
