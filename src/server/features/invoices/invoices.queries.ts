import type { Kysely, Selectable } from 'kysely';
import type { Invoice } from '../../../core/schemas/invoice.js';
import type { DB, InvoicesTable } from '../../db/schema.js';

type Conn = Kysely<DB>;
export type InvoiceRow = Selectable<InvoicesTable>;

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

/** Newest first: by invoice date, then by when it was created. */
export function listInvoices(db: Conn) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('invoice_number', 'desc')
    .execute();
}

export function findInvoice(db: Conn, id: string) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertInvoice(db: Conn, row: InvoiceRow) {
  await db.insertInto('invoices').values(row).execute();
}

export async function updateInvoice(
  db: Conn,
  id: string,
  changes: Partial<Omit<InvoiceRow, 'id' | 'invoice_number' | 'created_at'>>,
) {
  await db.updateTable('invoices').set(changes).where('id', '=', id).execute();
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
