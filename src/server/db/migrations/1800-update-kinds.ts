import { sql, type Kysely } from 'kysely';

// A quiet daily log (issue 18, decision 180): every update says whether a person wrote
// it (`note`) or creating/completing a task did (`task`), which event it was and which
// task. Existing task-written updates are recognised by the notes the tasks feature has
// always written ("New task: ..." / "Completed task: ..."); their task is the project's
// task of that title when there is exactly one.

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('updates')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('note'))
    .execute();
  await db.schema.alterTable('updates').addColumn('task_event', 'text').execute();
  // No foreign key: a deleted task leaves its history in the log.
  await db.schema.alterTable('updates').addColumn('task_id', 'text').execute();

  await run(
    db,
    `update updates set kind = 'task', task_event = 'created' where note like 'New task: %'`,
  );
  await run(
    db,
    `update updates set kind = 'task', task_event = 'completed' where note like 'Completed task: %'`,
  );
  // The title is what follows the prefix, up to the " (checklist n/m done)" suffix.
  for (const [event, prefix] of [
    ['created', 'New task: '],
    ['completed', 'Completed task: '],
  ] as const) {
    await run(
      db,
      `update updates set task_id = (
         select case when count(*) = 1 then min(t.id) end from tasks t
         where t.project_id = updates.project_id
           and (updates.note = '${prefix}' || t.title
                or updates.note like '${prefix}' || t.title || ' (checklist %')
       )
       where task_event = '${event}'`,
    );
  }
  await db.schema.createIndex('updates_task_id').on('updates').column('task_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('updates_task_id').ifExists().execute();
  await db.schema.alterTable('updates').dropColumn('task_id').execute();
  await db.schema.alterTable('updates').dropColumn('task_event').execute();
  await db.schema.alterTable('updates').dropColumn('kind').execute();
}
