import type { InvoiceRecord } from '../../../core/schemas/invoice.js';
import type { Aging } from '../../../core/schemas/invoice-summary.js';
import type { Db } from '../../db/database.js';
import { listOldestUnpaid } from './invoices.queries.js';
import { toInvoiceRecord } from './invoices.mapper.js';
import { owedTotals, paidBetween } from './summary.queries.js';

export const OLDEST_UNPAID_SHOWN = 5;

export interface InvoiceSummary {
  outstanding: number;
  overdue: number;
  paidThisMonth: number;
  aging: Aging;
  invoiced: number;
  paid: number;
  invoiceCount: number;
  oldestUnpaid: InvoiceRecord[];
}

/** GET /api/invoices/summary on the owner's `today`: the business's, or one project's. */
export async function invoiceSummary(
  db: Db,
  today: string,
  projectId?: string,
): Promise<InvoiceSummary> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const [totals, paidThisMonth, oldest] = await Promise.all([
    owedTotals(db, today, projectId),
    paidBetween(db, monthStart, today, projectId),
    listOldestUnpaid(db, OLDEST_UNPAID_SHOWN, projectId),
  ]);
  return {
    ...totals,
    paidThisMonth,
    oldestUnpaid: oldest.map((row) => toInvoiceRecord(row, today)),
  };
}
