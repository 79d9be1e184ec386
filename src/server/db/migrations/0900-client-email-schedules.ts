import type { Kysely } from 'kysely';

// Scheduled client e-mails (decision 090): one optional schedule per project,
// and a log of every e-mail the scheduler sent or tried to send. The unique
// (schedule_id, period_key) index is the claim: a period's row is inserted
// before sending, so a second tick or process can never send it again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_email_schedules')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) =>
      col.notNull().unique().references('projects.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull())
    .addColumn('weekday', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sent_mail_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('schedule_id', 'text')
    .addColumn('project_id', 'text')
    .addColumn('period_key', 'text')
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sent_mail_log_schedule_period')
    .on('sent_mail_log')
    .columns(['schedule_id', 'period_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('sent_mail_log_created_at')
    .on('sent_mail_log')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('sent_mail_log_result_next')
    .on('sent_mail_log')
    .columns(['result', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sent_mail_log').ifExists().execute();
  await db.schema.dropTable('project_email_schedules').ifExists().execute();
}
