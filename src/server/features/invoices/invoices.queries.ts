import type { Kysely, Selectable } from 'kysely';
import { parseLineItems, type LineItem } from '../../../core/schemas/invoice.js';
import type { DB, InvoicesTable } from '../../db/schema.js';

// Small named queries over invoices. The items column is JSON text; this file is the
// only place that knows it: rows come out with their items as an array and go in
// with an array.

type Conn = Kysely<DB>;
type InvoiceColumns = Selectable<InvoicesTable>;
export type InvoiceRow = Omit<InvoiceColumns, 'items'> & { items: LineItem[] };
export type InvoiceChanges = Partial<Omit<InvoiceRow, 'id' | 'invoice_number' | 'created_at'>>;

const fromColumns = (row: InvoiceColumns): InvoiceRow => ({
  ...row,
  items: parseLineItems(row.items),
});

const itemsColumn = (items: readonly LineItem[]) => JSON.stringify(items);

/** Newest first: by invoice date, then by when it was created. */
export async function listInvoices(db: Conn): Promise<InvoiceRow[]> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('invoice_number', 'desc')
    .execute();
  return rows.map(fromColumns);
}

export async function findInvoice(db: Conn, id: string): Promise<InvoiceRow | undefined> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromColumns(row);
}

export async function insertInvoice(db: Conn, row: InvoiceRow) {
  await db
    .insertInto('invoices')
    .values({ ...row, items: itemsColumn(row.items) })
    .execute();
}

export async function updateInvoice(db: Conn, id: string, changes: InvoiceChanges) {
  const { items, ...columns } = changes;
  await db
    .updateTable('invoices')
    .set(items ? { ...columns, items: itemsColumn(items) } : columns)
    .where('id', '=', id)
    .execute();
}

export async function deleteInvoice(db: Conn, id: string): Promise<boolean> {
  const result = await db.deleteFrom('invoices').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The next invoice sequence number. Run inside the transaction that inserts the
 * invoice: the row lock (PostgreSQL) or the write lock (SQLite) makes two
 * concurrent creates take different numbers, and a rollback gives it back.
 */
export async function takeInvoiceSequence(db: Conn): Promise<number> {
  const row = await db
    .updateTable('invoice_counter')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'invoice')
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function invoiceNumberTaken(db: Conn, invoiceNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  return row !== undefined;
}

export function findClientName(db: Conn, id: string) {
  return db.selectFrom('clients').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function findProjectById(db: Conn, id: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'client_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findClientProjectsByName(db: Conn, clientId: string, name: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'client_id'])
    .where('client_id', '=', clientId)
    .where('name', '=', name)
    .execute();
}
