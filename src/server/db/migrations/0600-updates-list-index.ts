import type { Kysely } from 'kysely';

// Update lists, months and pages are ordered by (date, created_at, id). With id in
// the index the database reads a page straight from it, newest first, instead of
// sorting every update of the range (decision 060). It replaces the
// (date, created_at) index, of which it is an extension.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('updates_date_created_id')
    .on('updates')
    .columns(['date', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('updates_date_created').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('updates_date_created')
    .on('updates')
    .columns(['date', 'created_at'])
    .execute();
  await db.schema.dropIndex('updates_date_created_id').execute();
}
