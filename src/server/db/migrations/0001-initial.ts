import type { Kysely } from 'kysely';

// The tables every feature shares. Timestamps, dates and ids are text in both
// dialects so rows read the same from SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('clients')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('company', 'text')
    .addColumn('position', 'text')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('trade', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) =>
      col.notNull().references('clients.id').onDelete('restrict'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('address', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('projects_client_id').on('projects').column('client_id').execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('project_id', 'text', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('due_date', 'text')
    .addColumn('checklist', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('tasks_project_id')
    .on('tasks')
    .columns(['project_id', 'status'])
    .execute();
  await db.schema
    .createIndex('tasks_status_created')
    .on('tasks')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('updates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('checklist', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('updates_date_created')
    .on('updates')
    .columns(['date', 'created_at'])
    .execute();
  await db.schema
    .createIndex('updates_project_date')
    .on('updates')
    .columns(['project_id', 'date'])
    .execute();

  await db.schema
    .createTable('update_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('update_id', 'text', (col) =>
      col.notNull().references('updates.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('update_files_update_id')
    .on('update_files')
    .column('update_id')
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('invoice_number', 'text', (col) => col.notNull().unique())
    .addColumn('client_id', 'text', (col) =>
      col.notNull().references('clients.id').onDelete('restrict'),
    )
    .addColumn('client_name', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.references('projects.id').onDelete('cascade'))
    .addColumn('project_name', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('items', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('invoices_client_id').on('invoices').column('client_id').execute();
  await db.schema.createIndex('invoices_project_id').on('invoices').column('project_id').execute();
  await db.schema.createIndex('invoices_date').on('invoices').column('date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'invoices',
    'update_files',
    'updates',
    'tasks',
    'projects',
    'clients',
    'settings',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
