import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// Version numbers for the kept task pages, dashboard metrics and activity log (issue 20, decision 215),
// in `data_versions` (migration 0311) next to 'clients'. Triggers add one in the writer's
// transaction:
// - 'tasks:pending' / 'tasks:completed': a task of that status is inserted, updated or
//   deleted (a status change moves both; any status other than 'completed' counts as
//   pending), so 20 new pending tasks a second leave the completed pages kept;
// - 'projects': a project is inserted or deleted, or its name, address, status,
//   created_at or client_id is set (what the pages and the metrics show of it);
// - 'users': a person is inserted or deleted, or their name or username is set;
// - 'project_members': any membership change (a field user's view);
// - 'activity_log': an entry is written (every change writes one) or removed.
// An answer's version is the sum of the rows it depends on: it grows with each of them.

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);
const bump = (names: string) =>
  `update data_versions set version = version + 1 where name in (${names})`;
const statusRow = (row: 'new' | 'old') =>
  `case when ${row}.status = 'completed' then 'tasks:completed' else 'tasks:pending' end`;
const NAMES = [
  'tasks:pending',
  'tasks:completed',
  'projects',
  'users',
  'project_members',
  'activity_log',
];

/** Tables whose writes move one named version, and the columns an update must set. */
const WHOLE: { table: string; name: string; columns: string[] }[] = [
  {
    table: 'projects',
    name: 'projects',
    columns: ['name', 'address', 'status', 'created_at', 'client_id', 'id'],
  },
  { table: 'users', name: 'users', columns: ['name', 'username', 'id'] },
  { table: 'project_members', name: 'project_members', columns: [] },
  { table: 'activity_log', name: 'activity_log', columns: [] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of NAMES) {
    await run(db, `insert into data_versions (name, version) values ('${name}', 1)`);
  }
  if (dialectOf(db) === 'sqlite') {
    await run(
      db,
      `create trigger tasks_version_ai after insert on tasks begin ${bump(statusRow('new'))}; end`,
    );
    await run(
      db,
      `create trigger tasks_version_ad after delete on tasks begin ${bump(statusRow('old'))}; end`,
    );
    await run(
      db,
      `create trigger tasks_version_au after update on tasks begin
         ${bump(`${statusRow('old')}, ${statusRow('new')}`)}; end`,
    );
    for (const { table, name, columns } of WHOLE) {
      const of = columns.length ? ` of ${columns.join(', ')}` : '';
      for (const [suffix, event] of [
        ['ai', 'insert'],
        ['au', `update${of}`],
        ['ad', 'delete'],
      ] as const) {
        await run(
          db,
          `create trigger ${table}_version_${suffix} after ${event} on ${table} begin ${bump(`'${name}'`)}; end`,
        );
      }
    }
  } else {
    await run(
      db,
      `create function tasks_version_bump() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${bump(statusRow('new'))};
         elsif tg_op = 'DELETE' then ${bump(statusRow('old'))};
         else ${bump(`${statusRow('old')}, ${statusRow('new')}`)};
         end if;
         return null;
       end
       $$`,
    );
    await run(
      db,
      `create trigger tasks_version after insert or update or delete on tasks
         for each row execute function tasks_version_bump()`,
    );
    await run(
      db,
      `create function tasks_version_truncate() returns trigger language plpgsql as $$
       begin ${bump(`'tasks:pending', 'tasks:completed'`)}; return null; end $$`,
    );
    await run(
      db,
      `create trigger tasks_version_truncate after truncate on tasks
         for each statement execute function tasks_version_truncate()`,
    );
    for (const { table, name, columns } of WHOLE) {
      const of = columns.length ? ` of ${columns.join(', ')}` : '';
      await run(
        db,
        `create function ${table}_version_bump() returns trigger language plpgsql as $$
         begin ${bump(`'${name}'`)}; return null; end $$`,
      );
      await run(
        db,
        `create trigger ${table}_version after insert or update${of} or delete or truncate
           on ${table} for each statement execute function ${table}_version_bump()`,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const table of ['tasks', ...WHOLE.map((w) => w.table)]) {
      for (const suffix of ['ai', 'au', 'ad']) {
        await run(db, `drop trigger if exists ${table}_version_${suffix}`);
      }
    }
  } else {
    await run(db, 'drop trigger if exists tasks_version on tasks');
    await run(db, 'drop trigger if exists tasks_version_truncate on tasks');
    await run(db, 'drop function if exists tasks_version_bump()');
    await run(db, 'drop function if exists tasks_version_truncate()');
    for (const { table } of WHOLE) {
      await run(db, `drop trigger if exists ${table}_version on ${table}`);
      await run(db, `drop function if exists ${table}_version_bump()`);
    }
  }
  await run(
    db,
    `delete from data_versions where name in (${NAMES.map((n) => `'${n}'`).join(', ')})`,
  );
}
