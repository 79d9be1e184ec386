import type { Kysely } from 'kysely';

// Estimates and change orders (issue 21, decisions 210-212): one table of documents
// for both kinds, the approval links (only SHA-256 hashes, like the portal's), the
// client's decision with its evidence, and what each contract invoice billed per line.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('estimates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // estimate | change_order
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('intro', 'text')
    .addColumn('terms', 'text')
    .addColumn('valid_until', 'text')
    // JSON text: sections with their lines (each line has its id) and the payment schedule.
    .addColumn('sections', 'text', (col) => col.notNull())
    .addColumn('schedule', 'text', (col) => col.notNull())
    // Change orders: the amount in cents (may be negative), why, and the schedule impact.
    .addColumn('amount', 'bigint')
    .addColumn('reason', 'text')
    .addColumn('schedule_impact_days', 'integer')
    .addColumn('approval_deadline', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('sent_to', 'text')
    .addColumn('viewed_at', 'text')
    .addColumn('replaced_by_id', 'text')
    .addColumn('deposit_invoice_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('estimates_number_revision')
    .on('estimates')
    .columns(['kind', 'number', 'revision'])
    .unique()
    .execute();
  await db.schema
    .createIndex('estimates_project')
    .on('estimates')
    .columns(['project_id', 'kind', 'created_at'])
    .execute();

  // Never reset: a number once given is never given again, even if its document is deleted.
  await db.schema
    .createTable('estimate_counters')
    .addColumn('kind', 'text', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('estimate_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('estimate_id', 'text', (col) =>
      col.notNull().references('estimates.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('estimate_tokens_estimate')
    .on('estimate_tokens')
    .column('estimate_id')
    .execute();

  // One decision per document: the primary key is what refuses a second one.
  await db.schema
    .createTable('estimate_approvals')
    .addColumn('estimate_id', 'text', (col) =>
      col.primaryKey().references('estimates.id').onDelete('cascade'),
    )
    .addColumn('decision', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('signature', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('network', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('selected_line_ids', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .execute();

  // What each contract invoice billed: per contract line (to_bps: its new percent
  // complete), and the retainage held or released and the deposit credited.
  await db.schema
    .createTable('contract_billings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('invoice_id', 'text', (col) =>
      col.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('project_id', 'text', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    // A contract line's id, or 'retainage' / 'deposit'.
    .addColumn('line_id', 'text', (col) => col.notNull())
    .addColumn('to_bps', 'integer')
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contract_billings_project')
    .on('contract_billings')
    .columns(['project_id', 'line_id'])
    .execute();
  await db.schema
    .createIndex('contract_billings_invoice')
    .on('contract_billings')
    .column('invoice_id')
    .execute();

  // An invoice made from the contract says which estimate and what kind of bill it is.
  await db.schema.alterTable('invoices').addColumn('estimate_id', 'text').execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('standard'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contract_billings',
    'estimate_approvals',
    'estimate_tokens',
    'estimate_counters',
    'estimates',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('invoices').dropColumn('kind').execute();
  await db.schema.alterTable('invoices').dropColumn('estimate_id').execute();
}
