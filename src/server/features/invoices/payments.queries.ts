import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type Conn = Kysely<DB>;

/** The source of the payment "Mark as paid" records, which "Mark as pending" takes back. */
export const MARKED_PAID = 'marked-paid';

export interface PaymentRow {
  id: string;
  invoice_id: string;
  amount: number;
  date: string;
  method: string;
  reference: string | null;
  source: string;
  created_at: string;
}

const fromColumns = (row: PaymentRow): PaymentRow => ({ ...row, amount: Number(row.amount) });

export async function insertPayment(db: Conn, row: PaymentRow) {
  await db.insertInto('payments').values(row).execute();
}

export async function findPayment(db: Conn, id: string): Promise<PaymentRow | undefined> {
  const row = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromColumns(row);
}

/** An invoice's payments, oldest first. */
export async function listPayments(db: Conn, invoiceId: string): Promise<PaymentRow[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('date')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(fromColumns);
}

/** Deletes one payment; false when it was already gone. */
export async function deletePayment(db: Conn, id: string): Promise<boolean> {
  const result = await db.deleteFrom('payments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
