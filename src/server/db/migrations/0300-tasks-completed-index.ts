import type { Kysely } from 'kysely';

// The daily update counts tasks completed during the owner's day: a range on
// completed_at within the completed status, which this index serves.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tasks_status_completed_at')
    .on('tasks')
    .columns(['status', 'completed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_status_completed_at').ifExists().execute();
}
