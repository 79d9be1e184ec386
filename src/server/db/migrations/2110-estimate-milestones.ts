import type { Kysely } from 'kysely';

// Payment milestones by date (issue 21, decision 212): the scheduler invoices each dated
// milestone of an approved estimate once. A row here is that once: its key
// ("{estimate id}:{entry index}") refuses a second claim (two ticks, two processes), and
// it outlives the invoice, so a draft the owner deleted is not made again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('estimate_milestones')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('estimate_id', 'text', (col) =>
      col.notNull().references('estimates.id').onDelete('cascade'),
    )
    // The entry's place in the estimate's schedule (a sent estimate never changes).
    .addColumn('entry_index', 'integer', (col) => col.notNull())
    // The draft invoice made for it; null when nothing was left to bill.
    .addColumn('invoice_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('estimate_milestones').execute();
}
