import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// A version for the project lists (issue 20, decision 229): `GET /api/projects` and the
// pickers' `GET /api/projects/options` are kept until a project they show changes, not
// emptied by every task and update written (the answer cache's rule, decision 063).
// 'projects:list' moves in the writer's transaction when a project is inserted or
// deleted, or any column the lists show or sort by is set: every column but
// `updated_at`, which a project's write lock sets alone (`lockProject`). Migration 2150's
// 'projects' row leaves out the description, dates, location and default visibility
// (what the task pages and metrics do not show), so it cannot serve here.

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);
const NAME = 'projects:list';
const bump = `update data_versions set version = version + 1 where name = '${NAME}'`;
const SHOWN = [
  'id',
  'name',
  'client_id',
  'status',
  'address',
  'start_date',
  'end_date',
  'description',
  'created_at',
  'default_update_visibility',
  'latitude_e6',
  'longitude_e6',
].join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, `insert into data_versions (name, version) values ('${NAME}', 1)`);
  if (dialectOf(db) === 'sqlite') {
    for (const [suffix, event] of [
      ['ai', 'insert'],
      ['au', `update of ${SHOWN}`],
      ['ad', 'delete'],
    ] as const) {
      await run(
        db,
        `create trigger projects_list_version_${suffix} after ${event} on projects begin ${bump}; end`,
      );
    }
  } else {
    await run(
      db,
      `create function projects_list_version_bump() returns trigger language plpgsql as $$
       begin ${bump}; return null; end $$`,
    );
    await run(
      db,
      `create trigger projects_list_version after insert or update of ${SHOWN} or delete or truncate
         on projects for each statement execute function projects_list_version_bump()`,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const suffix of ['ai', 'au', 'ad']) {
      await run(db, `drop trigger if exists projects_list_version_${suffix}`);
    }
  } else {
    await run(db, 'drop trigger if exists projects_list_version on projects');
    await run(db, 'drop function if exists projects_list_version_bump()');
  }
  await run(db, `delete from data_versions where name = '${NAME}'`);
}
