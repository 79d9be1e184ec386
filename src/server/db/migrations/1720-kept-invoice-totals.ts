import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// A version number for what is owed (issue 20, decision 218), in `data_versions`
// (migration 0311): 'invoices' moves when an invoice or a payment is inserted, updated or
// deleted, in the writer's transaction. The invoice summary and the totals per project
// are kept at it, so the tasks and updates written all day long leave them in place.

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);
const bump = `update data_versions set version = version + 1 where name = 'invoices'`;
const TABLES = ['invoices', 'payments'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, `insert into data_versions (name, version) values ('invoices', 1)`);
  if (dialectOf(db) === 'sqlite') {
    for (const table of TABLES) {
      for (const [suffix, event] of [
        ['ai', 'insert'],
        ['au', 'update'],
        ['ad', 'delete'],
      ] as const) {
        await run(
          db,
          `create trigger ${table}_owed_version_${suffix} after ${event} on ${table} begin ${bump}; end`,
        );
      }
    }
    return;
  }
  await run(
    db,
    `create function invoices_owed_version_bump() returns trigger language plpgsql as $$
     begin ${bump}; return null; end $$`,
  );
  for (const table of TABLES) {
    await run(
      db,
      `create trigger ${table}_owed_version after insert or update or delete or truncate
         on ${table} for each statement execute function invoices_owed_version_bump()`,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const table of TABLES) {
      for (const suffix of ['ai', 'au', 'ad']) {
        await run(db, `drop trigger if exists ${table}_owed_version_${suffix}`);
      }
    }
  } else {
    for (const table of TABLES) {
      await run(db, `drop trigger if exists ${table}_owed_version on ${table}`);
    }
    await run(db, 'drop function if exists invoices_owed_version_bump()');
  }
  await run(db, `delete from data_versions where name = 'invoices'`);
}
