import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// Task counts kept by triggers, and the list orders from their indexes (issue 20,
// decision 204). `task_counts` holds one row per project and status with the number of
// its tasks; triggers on `tasks` keep it exact for every write, whoever makes it (the
// service, a project's cascade delete, an import), so `GET /api/tasks/counts` reads a
// few rows instead of counting every task. The lists' indexes end with the id, the
// lists' last sort key, so a page comes from the index with no sort; the contacts'
// `(name, id)` gives their list in its order.

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

async function upSqlite(db: Kysely<unknown>) {
  // Adds `delta` to a project's count for a status (the row made when missing).
  const add = (row: 'new' | 'old', delta: 1 | -1) =>
    `insert into task_counts (project_id, status, count)
       values (${row}.project_id, ${row}.status, ${delta})
       on conflict (project_id, status) do update set count = count + ${delta};`;
  await run(
    db,
    `create trigger tasks_counts_ai after insert on tasks begin
       ${add('new', 1)}
     end`,
  );
  await run(
    db,
    `create trigger tasks_counts_ad after delete on tasks begin
       ${add('old', -1)}
     end`,
  );
  await run(
    db,
    `create trigger tasks_counts_au after update of project_id, status on tasks
       when old.project_id is not new.project_id or old.status is not new.status begin
       ${add('old', -1)}
       ${add('new', 1)}
     end`,
  );
}

async function upPostgres(db: Kysely<unknown>) {
  await run(
    db,
    `create function task_counts_add(p text, s text, delta integer) returns void
       language sql as $$
         insert into task_counts (project_id, status, count) values (p, s, delta)
         on conflict (project_id, status) do update set count = task_counts.count + delta
       $$`,
  );
  await run(
    db,
    `create function tasks_counts_sync() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then
         perform task_counts_add(new.project_id, new.status, 1);
         return new;
       end if;
       if tg_op = 'DELETE' then
         perform task_counts_add(old.project_id, old.status, -1);
         return old;
       end if;
       if old.project_id is distinct from new.project_id or old.status is distinct from new.status then
         perform task_counts_add(old.project_id, old.status, -1);
         perform task_counts_add(new.project_id, new.status, 1);
       end if;
       return new;
     end
     $$`,
  );
  await run(
    db,
    `create trigger tasks_counts after insert or update or delete on tasks
       for each row execute function tasks_counts_sync()`,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = dialectOf(db) === 'sqlite';
  // Kysely runs SQLite migrations outside a transaction: the table, its triggers and
  // its first counts go in one, so no write lands between the count and the triggers.
  if (sqlite) await run(db, 'begin immediate');
  try {
    await db.schema
      .createTable('task_counts')
      .addColumn('project_id', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('task_counts_pk', ['project_id', 'status'])
      .execute();
    if (sqlite) await upSqlite(db);
    else {
      // No task may be written between the count and the trigger.
      await run(db, 'lock table tasks in share row exclusive mode');
      await upPostgres(db);
    }
    await run(
      db,
      `insert into task_counts (project_id, status, count)
         select project_id, status, count(*) from tasks group by project_id, status`,
    );

    await db.schema
      .createIndex('tasks_status_created_id')
      .on('tasks')
      .columns(['status', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('tasks_status_completed_id')
      .on('tasks')
      .columns(['status', 'completed_at', 'id'])
      .execute();
    await db.schema.dropIndex('tasks_status_created').ifExists().execute();
    await db.schema.dropIndex('tasks_status_completed_at').ifExists().execute();
    await db.schema.createIndex('clients_name_id').on('clients').columns(['name', 'id']).execute();
    if (sqlite) await run(db, 'commit');
  } catch (error) {
    if (sqlite) await run(db, 'rollback');
    throw error;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const suffix of ['ai', 'ad', 'au']) {
      await run(db, `drop trigger if exists tasks_counts_${suffix}`);
    }
  } else {
    await run(db, 'drop trigger if exists tasks_counts on tasks');
    await run(db, 'drop function if exists tasks_counts_sync()');
    await run(db, 'drop function if exists task_counts_add(text, text, integer)');
  }
  await db.schema.dropTable('task_counts').ifExists().execute();
  await db.schema.dropIndex('clients_name_id').ifExists().execute();
  await db.schema
    .createIndex('tasks_status_created')
    .on('tasks')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('tasks_status_completed_at')
    .on('tasks')
    .columns(['status', 'completed_at'])
    .execute();
  await db.schema.dropIndex('tasks_status_created_id').ifExists().execute();
  await db.schema.dropIndex('tasks_status_completed_id').ifExists().execute();
}
