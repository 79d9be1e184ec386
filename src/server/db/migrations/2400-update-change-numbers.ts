import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// Each update's revision becomes a change number (issue 20, decision 230): one counter,
// 'updates:changes' in `data_versions`, moved in the writer's transaction for every update
// inserted or changed (its row, its daily-log sections, its files), and the update's
// revision set to it. A reader that kept a list at counter V reads what changed since
// as `revision > V` (index `updates_revision`) instead of the whole range again. A
// revision still only grows, so what migration 2200's readers compare is unchanged.
//
// The counter is a row, not a sequence: a writer holds its lock until it commits, so the
// numbers are taken in commit order and a reader that read V sees every change numbered
// up to V. 'updates:removed' moves when updates are deleted: a kept list then reads its
// range again (deletions are rare).

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

const CHANGES = 'updates:changes';
const REMOVED = 'updates:removed';
const bump = (name: string) =>
  `update data_versions set version = version + 1 where name = '${name}'`;
const current = `(select version from data_versions where name = '${CHANGES}')`;
/** A write to a child touches its update without setting the revision: the update's trigger numbers it. */
const touchOf = (row: 'new' | 'old') =>
  `update updates set revision = revision where id = ${row}.update_id`;
const CHILDREN = ['update_sections', 'update_files'];

async function upSqlite(db: Kysely<unknown>) {
  await run(db, 'drop trigger updates_revision');
  // Recursive triggers are off: the inner update, which sets the revision, fires neither again.
  const numbered = `${bump(CHANGES)}; update updates set revision = ${current} where id = new.id;`;
  await run(db, `create trigger updates_revision_ai after insert on updates begin ${numbered} end`);
  await run(
    db,
    `create trigger updates_revision after update on updates
       when new.revision = old.revision begin ${numbered} end`,
  );
  await run(
    db,
    `create trigger updates_removed_ad after delete on updates begin ${bump(REMOVED)}; end`,
  );
  for (const table of CHILDREN) {
    await run(db, `drop trigger ${table}_revision_ai`);
    await run(db, `drop trigger ${table}_revision_au`);
    await run(db, `drop trigger ${table}_revision_ad`);
    await run(
      db,
      `create trigger ${table}_revision_ai after insert on ${table} begin ${touchOf('new')}; end`,
    );
    await run(
      db,
      `create trigger ${table}_revision_au after update on ${table}
         begin ${touchOf('old')}; ${touchOf('new')}; end`,
    );
    await run(
      db,
      `create trigger ${table}_revision_ad after delete on ${table} begin ${touchOf('old')}; end`,
    );
  }
}

async function upPostgres(db: Kysely<unknown>) {
  await run(
    db,
    `create or replace function updates_revision_next() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' or new.revision = old.revision then
         update data_versions set version = version + 1 where name = '${CHANGES}'
           returning version into new.revision;
       end if;
       return new;
     end $$`,
  );
  await run(db, 'drop trigger updates_revision on updates');
  await run(
    db,
    `create trigger updates_revision before insert or update on updates
       for each row execute function updates_revision_next()`,
  );
  await run(
    db,
    `create or replace function update_child_revision() returns trigger language plpgsql as $$
     begin
       if tg_op <> 'INSERT' then ${touchOf('old')}; end if;
       if tg_op <> 'DELETE' then ${touchOf('new')}; end if;
       return null;
     end $$`,
  );
  await run(
    db,
    `create function updates_removed_bump() returns trigger language plpgsql as $$
     begin ${bump(REMOVED)}; return null; end $$`,
  );
  await run(
    db,
    `create trigger updates_removed after delete or truncate on updates
       for each statement execute function updates_removed_bump()`,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Above every revision there is, so numbers taken from now on are new ones.
  await run(
    db,
    `insert into data_versions (name, version)
       select '${CHANGES}', coalesce(max(revision), 0) + 1 from updates`,
  );
  await run(db, `insert into data_versions (name, version) values ('${REMOVED}', 1)`);
  await run(db, 'create index updates_revision on updates (revision)');
  if (dialectOf(db) === 'sqlite') await upSqlite(db);
  else await upPostgres(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const revisions = await import('./2200-update-revisions.js');
  await run(db, 'drop index updates_revision');
  if (dialectOf(db) === 'sqlite') {
    await run(db, 'drop trigger updates_revision_ai');
    await run(db, 'drop trigger updates_removed_ad');
  } else {
    await run(db, 'drop trigger updates_removed on updates');
    await run(db, 'drop function updates_removed_bump()');
  }
  // Migration 2200's own down and up put its triggers back (revisions start again from 0).
  await revisions.down(db);
  await revisions.up(db);
  await run(db, `delete from data_versions where name in ('${CHANGES}', '${REMOVED}')`);
}
