import type { Db } from '../../db/database.js';
import { ownerToday } from '../../lib/owner-time.js';
import { invoicePdf } from './invoice-file.js';
import { toInvoiceRecord } from './invoices.mapper.js';
import { findInvoice, listInvoices } from './invoices.queries.js';
import { type InvoiceState } from '../../../core/invoices.js';

// What the client portal (issue 16, decision 160) may show of a project's invoices:
// the ones issued to the client, never drafts or void ones.

const CLIENT_STATES: readonly string[] = ['issued', 'viewed', 'partial', 'paid'];

/** One invoice as the client sees it; the portal builds its public shape from this. */
export interface ClientInvoice {
  id: string;
  invoiceNumber: string;
  date: string;
  /** Total in cents. */
  amount: number;
  /** Paid, Partially paid, Overdue or Due: never the business's own states (viewed). */
  status: string;
}

function clientStatus(state: InvoiceState, overdue: boolean): string {
  if (state === 'paid') return 'Paid';
  if (overdue) return 'Overdue';
  if (state === 'partial') return 'Partially paid';
  return 'Due';
}

/** The project's invoices a client may see, newest first. */
export async function listClientInvoices(db: Db, projectId: string): Promise<ClientInvoice[]> {
  const today = await ownerToday(db);
  const rows = await listInvoices(db, { projectId });
  return rows
    .filter((row) => CLIENT_STATES.includes(row.state))
    .map((row) => {
      const invoice = toInvoiceRecord(row, today);
      return {
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        date: invoice.date,
        amount: invoice.amount,
        status: clientStatus(invoice.state, invoice.overdue),
      };
    });
}

/**
 * The PDF of one of the project's client-visible invoices (the same file the client
 * is e-mailed); undefined for an invoice of another project, a draft, a void one or
 * an unknown id.
 */
export async function clientInvoicePdf(
  db: Db,
  projectId: string,
  invoiceId: string,
): Promise<{ fileName: string; content: Buffer } | undefined> {
  const row = await findInvoice(db, invoiceId);
  if (!row || row.project_id !== projectId || !CLIENT_STATES.includes(row.state)) return undefined;
  const { content, fileName } = await invoicePdf(db, row, await ownerToday(db));
  return { content, fileName };
}
