import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// Each update's revision (issue 20, decision 227): a number that moves in the writer's
// transaction whenever the update, its daily-log sections or its files change, so a
// reader can keep what it built from an update until that update changes (the day's
// summaries keep their rows between builds, features/summaries/summary-rows.ts).
// Triggers move it, so no write path can change an update and leave it behind:
// - updates: any update of the row that does not set the revision itself;
// - update_sections, update_files: a row inserted, updated or deleted moves its update's.
//
// The search triggers on updates now fire only when the note (or the id) is set: moving
// a revision, or ticking a checklist, no longer rewrites the update's search document
// (on SQLite its FTS rows), whose title and body are the note alone (migration 0401).

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

const CHILDREN = ['update_sections', 'update_files'];
const bumpOf = (row: 'new' | 'old') =>
  `update updates set revision = revision + 1 where id = ${row}.update_id`;

/** Migration 0401's SQLite trigger that keeps an update's search document, on `event`. */
const sqliteSearchTrigger = (event: string) =>
  `create trigger updates_search_au after ${event} on updates begin
     update search_documents
     set record_id = new.id, title = '', body = coalesce(new.note, '')
     where kind = 'update' and record_id = old.id;
   end`;

async function upSqlite(db: Kysely<unknown>) {
  // A trigger does not fire itself again (recursive triggers are off): the inner update
  // sets the revision once; an update that moves the revision itself (a child's
  // trigger below) is left as it is.
  await run(
    db,
    `create trigger updates_revision after update on updates
       when new.revision = old.revision
       begin update updates set revision = old.revision + 1 where id = new.id; end`,
  );
  for (const table of CHILDREN) {
    await run(
      db,
      `create trigger ${table}_revision_ai after insert on ${table} begin ${bumpOf('new')}; end`,
    );
    await run(
      db,
      `create trigger ${table}_revision_au after update on ${table}
         begin ${bumpOf('old')}; ${bumpOf('new')}; end`,
    );
    await run(
      db,
      `create trigger ${table}_revision_ad after delete on ${table} begin ${bumpOf('old')}; end`,
    );
  }
  await run(db, 'drop trigger updates_search_au');
  await run(db, sqliteSearchTrigger('update of id, note'));
}

async function upPostgres(db: Kysely<unknown>) {
  await run(
    db,
    `create function updates_revision_next() returns trigger language plpgsql as $$
     begin
       if new.revision = old.revision then new.revision := old.revision + 1; end if;
       return new;
     end $$`,
  );
  await run(
    db,
    `create trigger updates_revision before update on updates
       for each row execute function updates_revision_next()`,
  );
  await run(
    db,
    `create function update_child_revision() returns trigger language plpgsql as $$
     begin
       if tg_op <> 'INSERT' then ${bumpOf('old')}; end if;
       if tg_op <> 'DELETE' then ${bumpOf('new')}; end if;
       return null;
     end $$`,
  );
  for (const table of CHILDREN) {
    await run(
      db,
      `create trigger ${table}_revision after insert or update or delete on ${table}
         for each row execute function update_child_revision()`,
    );
  }
  await run(db, 'drop trigger updates_search on updates');
  await run(
    db,
    `create trigger updates_search after insert or update of id, note or delete on updates
       for each row execute function updates_search_sync()`,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, 'alter table updates add column revision integer not null default 0');
  if (dialectOf(db) === 'sqlite') await upSqlite(db);
  else await upPostgres(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await run(db, 'drop trigger updates_search_au');
    await run(db, sqliteSearchTrigger('update'));
    await run(db, 'drop trigger updates_revision');
    for (const table of CHILDREN) {
      for (const suffix of ['ai', 'au', 'ad']) {
        await run(db, `drop trigger ${table}_revision_${suffix}`);
      }
    }
  } else {
    await run(db, 'drop trigger updates_search on updates');
    await run(
      db,
      `create trigger updates_search after insert or update or delete on updates
         for each row execute function updates_search_sync()`,
    );
    await run(db, 'drop trigger updates_revision on updates');
    await run(db, 'drop function updates_revision_next()');
    for (const table of CHILDREN) await run(db, `drop trigger ${table}_revision on ${table}`);
    await run(db, 'drop function update_child_revision()');
  }
  await run(db, 'alter table updates drop column revision');
}
