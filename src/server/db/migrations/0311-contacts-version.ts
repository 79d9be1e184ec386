import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// A version number for the contacts (issue 20, decision 204): `data_versions` has one row
// per kept list, and triggers on `clients` add one to the 'clients' row in the same
// transaction as any insert, update or delete of contacts. `GET /api/clients` keeps its
// answer while that number stays the same (`lib/kept-answer.ts`), however much else is
// written; on PostgreSQL other processes' writes move it too.

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);
const bump = `update data_versions set version = version + 1 where name = 'clients'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await run(db, `insert into data_versions (name, version) values ('clients', 1)`);
  if (dialectOf(db) === 'sqlite') {
    for (const [suffix, event] of [
      ['ai', 'insert'],
      ['au', 'update'],
      ['ad', 'delete'],
    ] as const) {
      await run(
        db,
        `create trigger clients_version_${suffix} after ${event} on clients begin ${bump}; end`,
      );
    }
  } else {
    await run(
      db,
      `create function clients_version_bump() returns trigger language plpgsql as $$
       begin
         ${bump};
         return null;
       end
       $$`,
    );
    await run(
      db,
      `create trigger clients_version after insert or update or delete or truncate on clients
         for each statement execute function clients_version_bump()`,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const suffix of ['ai', 'au', 'ad']) {
      await run(db, `drop trigger if exists clients_version_${suffix}`);
    }
  } else {
    await run(db, 'drop trigger if exists clients_version on clients');
    await run(db, 'drop function if exists clients_version_bump()');
  }
  await db.schema.dropTable('data_versions').ifExists().execute();
}
