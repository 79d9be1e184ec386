import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// Deferred full-text indexing (decision 214, SQLite only). A new search document no
// longer updates the two FTS5 tables in the writing transaction (with prefix indexes of
// 1-16 letters that was most of a task create's commit); the transaction adds its id to
// search_pending instead, a durable marker committed with the record. db/search-indexer.ts
// indexes the queue in batches right after the writes, before any search reads the
// index, and when the database is opened (a crash between the two loses nothing).
//
// The FTS5 tables take external content: a 'delete' must give the values that were
// indexed, so a document still queued is neither deleted from nor re-added to them by
// the update and delete triggers (it was never indexed; the drain reads its current
// values, and a deleted one simply leaves the queue).
//
// PostgreSQL keeps indexing in the transaction (a GIN index with its own pending list).

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

const queued = (row: string) => `exists (select 1 from search_pending where id = ${row}.id)`;

const add = (row: string, when: string) =>
  `insert into search_fts (rowid, title, body)
     select ${row}.fts_id, ${row}.title, ${row}.body where ${when};
   insert into search_titles (rowid, title) select ${row}.fts_id, ${row}.title where ${when};`;

const remove = (row: string, when: string) =>
  `insert into search_fts (search_fts, rowid, title, body)
     select 'delete', ${row}.fts_id, ${row}.title, ${row}.body where ${when};
   insert into search_titles (search_titles, rowid, title)
     select 'delete', ${row}.fts_id, ${row}.title where ${when};`;

/** 0610's triggers, which index in the writing transaction. */
const INLINE = {
  ai: add('new', '1'),
  ad: remove('old', '1'),
  au: `${remove('old', '1')} ${add('new', '1')}`,
};

const DEFERRED = {
  ai: 'insert into search_pending (id) values (new.id);',
  ad: `${remove('old', `not ${queued('old')}`)}
       delete from search_pending where id = old.id;`,
  au: `${remove('old', `not ${queued('old')}`)} ${add('new', `not ${queued('new')}`)}`,
};

async function setTriggers(db: Kysely<unknown>, bodies: typeof INLINE) {
  for (const [suffix, event] of [
    ['ai', 'insert'],
    ['ad', 'delete'],
    ['au', 'update'],
  ] as const) {
    await run(db, `drop trigger if exists search_documents_${suffix}`);
    await run(
      db,
      `create trigger search_documents_${suffix} after ${event} on search_documents
       begin ${bodies[suffix]} end`,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  // The search_documents row id: the FTS rowid (fts_id) follows from it and its kind.
  await run(db, 'create table search_pending (id integer primary key)');
  await setTriggers(db, DEFERRED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  // Index what is queued, then index in the transaction again.
  for (const [table, columns] of [
    ['search_fts', 'title, body'],
    ['search_titles', 'title'],
  ] as const) {
    await run(
      db,
      `insert into ${table} (rowid, ${columns})
       select d.fts_id, ${columns.replace(/(\w+)/g, 'd.$1')} from search_pending p
       join search_documents d on d.id = p.id order by d.fts_id`,
    );
  }
  await run(db, 'drop table search_pending');
  await setTriggers(db, INLINE);
}
