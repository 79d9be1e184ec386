import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// Getting paid (decision 170): an invoice's life (state, due date, when it was issued,
// e-mailed, viewed, voided), its taxes, the payments received, the tax rates kept in
// Settings, the invoice's history, and the reminder claims.
//
// invoices.paid_to_date is the sum of the invoice's payments, kept in the transaction
// that adds or deletes one; a conditional UPDATE on it is what stops two concurrent
// payments from paying more than the total. invoices.status (Pending/Paid) stays in step
// with the state for every reader of the spec's field.

/** Terms every existing invoice gets: the default of the new setting. */
const EXISTING_TERMS_DAYS = 14;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tax_rates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('rate', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // One column per statement: SQLite adds one at a time.
  const invoices = () => db.schema.alterTable('invoices');
  await invoices()
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('issued'))
    .execute();
  await invoices()
    .addColumn('terms_days', 'integer', (col) => col.notNull().defaultTo(EXISTING_TERMS_DAYS))
    .execute();
  await invoices().addColumn('due_date', 'text').execute();
  await invoices()
    .addColumn('tax_total', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await invoices()
    .addColumn('taxes', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await invoices()
    .addColumn('paid_to_date', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  for (const column of ['issued_at', 'sent_at', 'viewed_at', 'voided_at']) {
    await invoices().addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('invoices_state_due_date')
    .on('invoices')
    .columns(['state', 'due_date'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('invoice_id', 'text', (col) =>
      col.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    // 'payment' (recorded) or 'marked-paid' (PATCH status Paid: the balance, dated that day).
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('payment'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payments_invoice_id').on('payments').column('invoice_id').execute();
  await db.schema.createIndex('payments_date').on('payments').column('date').execute();

  await db.schema
    .createTable('invoice_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('invoice_id', 'text', (col) =>
      col.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_events_invoice_id')
    .on('invoice_events')
    .columns(['invoice_id', 'created_at'])
    .execute();

  // One row per (invoice, step), inserted before the reminder is sent: the unique index is
  // the claim, so a second tick or process never sends the same step again.
  await db.schema
    .createTable('invoice_reminders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('invoice_id', 'text', (col) =>
      col.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('step', 'integer', (col) => col.notNull())
    // sending | sent | retrying | failed | skipped
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_reminders_invoice_step')
    .on('invoice_reminders')
    .columns(['invoice_id', 'step'])
    .unique()
    .execute();
  await db.schema
    .createIndex('invoice_reminders_result_next')
    .on('invoice_reminders')
    .columns(['result', 'next_attempt_at'])
    .execute();

  await backfill(db);
}

/**
 * Existing invoices: issued when created, due 14 days after their date, no taxes; a
 * Paid one was paid in full, recorded as one payment dated the day it was last changed.
 */
async function backfill(db: Kysely<unknown>) {
  const dueDate =
    dialectOf(db) === 'postgres'
      ? sql`to_char(cast(date as date) + ${sql.lit(EXISTING_TERMS_DAYS)}, 'YYYY-MM-DD')`
      : sql`date(date, ${sql.lit(`+${EXISTING_TERMS_DAYS} days`)})`;
  await sql`
    update invoices set
      state = case when status = 'Paid' then 'paid' else 'issued' end,
      due_date = ${dueDate},
      issued_at = created_at,
      paid_to_date = case when status = 'Paid' then amount else 0 end
  `.execute(db);

  const { rows } = await sql<{ id: string; amount: number | string; updated_at: string }>`
    select id, amount, updated_at from invoices where status = 'Paid' and amount > 0
  `.execute(db);
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows
      .slice(i, i + 200)
      .map(
        (row) =>
          sql`(${randomUUID()}, ${row.id}, ${Number(row.amount)}, ${row.updated_at.slice(0, 10)}, 'other', null, 'marked-paid', ${row.updated_at})`,
      );
    await sql`
      insert into payments (id, invoice_id, amount, date, method, reference, source, created_at)
      values ${sql.join(values)}
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoice_reminders', 'invoice_events', 'payments', 'tax_rates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('invoices_state_due_date').ifExists().execute();
  for (const column of [
    'voided_at',
    'viewed_at',
    'sent_at',
    'issued_at',
    'paid_to_date',
    'taxes',
    'tax_total',
    'due_date',
    'terms_days',
    'state',
  ]) {
    await db.schema.alterTable('invoices').dropColumn(column).execute();
  }
}
