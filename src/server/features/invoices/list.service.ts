import type { InvoiceListQuery, InvoiceRecord } from '../../../core/schemas/invoice.js';
import { searchWords } from '../../../core/text-match.js';
import { isSingleLine } from '../../../core/schemas/text.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { toInvoiceRecord } from './invoices.mapper.js';
import { listInvoices, type InvoicePosition } from './invoices.queries.js';

/** Opaque paging cursor: the position of the last invoice of a page. */
export function encodeInvoiceCursor(position: InvoicePosition): string {
  const { date, createdAt, invoiceNumber } = position;
  return Buffer.from(JSON.stringify([date, createdAt, invoiceNumber])).toString('base64url');
}

export function decodeInvoiceCursor(cursor: string): InvoicePosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // A forged cursor must not carry control characters into a query (PostgreSQL refuses NUL).
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value.every((v) => typeof v === 'string' && isSingleLine(v))
    ) {
      const [date, createdAt, invoiceNumber] = value as [string, string, string];
      return { date, createdAt, invoiceNumber };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, 'cursor: is not a valid page cursor');
}

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
    after: cursor ? decodeInvoiceCursor(cursor) : undefined,
    limit: limit === undefined ? undefined : limit + 1,
  });
  const page = limit === undefined ? rows : rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    limit !== undefined && rows.length > limit && last
      ? encodeInvoiceCursor({
          date: last.date,
          createdAt: last.created_at,
          invoiceNumber: last.invoice_number,
        })
      : null;
  return { invoices: page.map((row) => toInvoiceRecord(row, today)), nextCursor };
}
