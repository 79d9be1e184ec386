import type { InvoiceListQuery, InvoiceRecord } from '../../../core/schemas/invoice.js';
import { searchWords } from '../../../core/text-match.js';
import type { Db } from '../../db/database.js';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor.js';
import { toInvoiceRecord } from './invoices.mapper.js';
import { listInvoices, type InvoicePosition } from './invoices.queries.js';

const invoicePosition = ([date, createdAt, invoiceNumber]: string[]): InvoicePosition => ({
  date: date!,
  createdAt: createdAt!,
  invoiceNumber: invoiceNumber!,
});

type ListQuery = Omit<InvoiceListQuery, 'limit'> & { limit?: number | undefined };

/**
 * GET /api/invoices on the owner's `today`: newest first, filtered in the query; a page of
 * `limit` and the cursor of the next page when one follows, or every match without it.
 */
export async function listInvoicePage(
  db: Db,
  query: ListQuery,
  today: string,
): Promise<{ invoices: InvoiceRecord[]; nextCursor: string | null }> {
  const { limit, cursor } = query;
  // One extra row tells whether another page follows.
  const rows = await listInvoices(db, {
    state: query.state,
    status: query.status,
    projectId: query.projectId,
    overdueOn: query.overdue === 'true' ? today : undefined,
    notOverdueOn: query.overdue === 'false' ? today : undefined,
    words: searchWords(query.q),
    after: cursor ? invoicePosition(decodePageCursor(cursor, 3)) : undefined,
    limit: limit === undefined ? undefined : limit + 1,
  });
  const page = limit === undefined ? rows : rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    limit !== undefined && rows.length > limit && last
      ? encodePageCursor([last.date, last.created_at, last.invoice_number])
      : null;
  return { invoices: page.map((row) => toInvoiceRecord(row, today)), nextCursor };
}
