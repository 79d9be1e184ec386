import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Invoice numbers come from a counter that only goes up, so a deleted invoice's
// number is never issued again (the spec's "count + 1" would reuse it). The
// counter row is incremented inside the transaction that inserts the invoice;
// the unique index on invoices.invoice_number is the last line of defence.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_counter')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull())
    .execute();

  // Start after any invoice that already exists (INV-007 -> 7).
  const { rows } = await sql<{ invoice_number: string }>`
    select invoice_number from invoices
  `.execute(db);
  const highest = rows.reduce((max, row) => {
    const match = /^INV-(\d+)$/.exec(row.invoice_number);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
  await sql`insert into invoice_counter (name, value) values ('invoice', ${highest})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_counter').ifExists().execute();
}
