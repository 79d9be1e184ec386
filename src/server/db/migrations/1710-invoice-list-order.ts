import type { Kysely } from 'kysely';

// The invoices list in its order (issue 20, decision 203): newest first by date, then
// created, then number, read a page at a time from a keyset cursor, for everyone and for
// one project. The two indexes start with what the old single-column ones held (date,
// project_id), which they replace.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('invoices_list_order')
    .on('invoices')
    .columns(['date', 'created_at', 'invoice_number'])
    .execute();
  await db.schema
    .createIndex('invoices_project_list_order')
    .on('invoices')
    .columns(['project_id', 'date', 'created_at', 'invoice_number'])
    .execute();
  await db.schema.dropIndex('invoices_date').ifExists().execute();
  await db.schema.dropIndex('invoices_project_id').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('invoices_project_id').on('invoices').column('project_id').execute();
  await db.schema.createIndex('invoices_date').on('invoices').column('date').execute();
  await db.schema.dropIndex('invoices_project_list_order').ifExists().execute();
  await db.schema.dropIndex('invoices_list_order').ifExists().execute();
}
