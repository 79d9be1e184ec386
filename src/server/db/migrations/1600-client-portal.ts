import type { Kysely } from 'kysely';

// The client portal (issue 16, decision 160). Existing updates stay visible to
// clients (they were all public before), existing tasks are not shown by title,
// and every project starts new updates as client-visible: an install that upgrades
// shares exactly what it shared before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('updates')
    .addColumn('visibility', 'text', (col) => col.notNull().defaultTo('client'))
    .execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('client_visible', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('projects')
    .addColumn('default_update_visibility', 'text', (col) => col.notNull().defaultTo('client'))
    .execute();

  // A link is one grant to one contact; its URLs live in portal_tokens, which
  // hold only SHA-256 hashes (the creation and each scheduled e-mail issue one).
  // Revoking or expiring the link ends every URL it ever had.
  await db.schema
    .createTable('portal_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('label', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('show_invoices', 'integer', (col) => col.notNull())
    // The last day the link works (owner's time zone), null for never.
    .addColumn('expires_on', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_viewed_at', 'text')
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    // Written before a question is counted, so concurrent questions queue (rate limit).
    .addColumn('last_question_at', 'text')
    .execute();
  await db.schema
    .createIndex('portal_links_project')
    .on('portal_links')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('portal_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('link_id', 'text', (col) =>
      col.notNull().references('portal_links.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('portal_tokens_link').on('portal_tokens').column('link_id').execute();

  await db.schema
    .createTable('portal_views')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('link_id', 'text', (col) =>
      col.notNull().references('portal_links.id').onDelete('cascade'),
    )
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('network', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('portal_views_link_at')
    .on('portal_views')
    .columns(['link_id', 'at'])
    .execute();

  await db.schema
    .createTable('portal_questions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('link_id', 'text', (col) => col.references('portal_links.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('portal_questions_project')
    .on('portal_questions')
    .columns(['project_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('portal_questions_link')
    .on('portal_questions')
    .columns(['link_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('portal_questions_read')
    .on('portal_questions')
    .columns(['read_at', 'project_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('portal_questions').ifExists().execute();
  await db.schema.dropTable('portal_views').ifExists().execute();
  await db.schema.dropTable('portal_tokens').ifExists().execute();
  await db.schema.dropTable('portal_links').ifExists().execute();
  await db.schema.alterTable('projects').dropColumn('default_update_visibility').execute();
  await db.schema.alterTable('tasks').dropColumn('client_visible').execute();
  await db.schema.alterTable('updates').dropColumn('visibility').execute();
}
