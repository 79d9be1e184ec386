import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';
import { ftsTop } from '../search-schema.js';
import * as searchIndex from './0401-search-index.js';

const { SOURCES } = searchIndex;

// Search at scale (decision 061). A group holds the newest records whose title matches
// every word, then the newest of the other matches, both read lazily from the index:
// a query costs about the same whether a word is in three records or in 25,000.
// Ranking every match (0401, bm25 / ts_rank) cost 40-225 ms for such a word.
//
// SQLite: each kind's documents get their own block of rowids, so "this kind, newest
// first" is a rowid range FTS5 reads in order and leaves after the tenth hit. A second
// FTS5 table holds the titles alone, so title matches are found the same way without
// walking past body matches. Prefix indexes for 1 to 16 letters let every prefix query
// read one doclist lazily: without one, FTS5 first merges the doclists of every word
// starting with the prefix (about 1 ms per 25,000 matches, for each group).
//
// PostgreSQL: GIN gives matches in no order, so a seq column (newest highest) orders
// them; search_find() reads each kind's newest documents in order and turns to the
// kind's own partial GIN index only when a word is rare among them (see newestMatches).
// The function holds the query so its plan is made once per connection, not per search.
//
// The SQLite rowid blocks (ftsTop) are defined in db/search-schema.ts, which the search
// feature reads them from too.

/** Kinds whose documents have a title (an update has its note only). */
const TITLED = SOURCES.filter((s) => s.title('r') !== "''");

/** Newest documents of a kind checked one by one before the GIN index is used (see below). */
export const FIRST_WINDOW = 100;
export const SECOND_WINDOW = 1000;

const PREFIXES = Array.from({ length: 16 }, (_, i) => i + 1).join(' ');
const TOKENIZE = `'unicode61 remove_diacritics 2'`;

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

async function upSqlite(db: Kysely<unknown>) {
  // The 0401 FTS table and the triggers feeding it go; the documents, and the triggers
  // that keep them in step with the records, stay as they are.
  for (const suffix of ['ai', 'ad', 'au']) {
    await run(db, `drop trigger if exists search_documents_${suffix}`);
  }
  await run(db, 'drop table search_fts');
  const top = SOURCES.map((s) => `when '${s.kind}' then ${ftsTop(s.kind)}`).join(' ');
  await run(
    db,
    `alter table search_documents add column fts_id integer
      generated always as ((case kind ${top} end) - id) virtual`,
  );
  // No column sizes (columnsize = 0): they serve bm25 only, which is not used.
  for (const [name, columns] of [
    ['search_fts', 'title, body'],
    ['search_titles', 'title'],
  ] as const) {
    await run(
      db,
      `create virtual table ${name} using fts5(
        ${columns}, content = 'search_documents', content_rowid = 'fts_id', columnsize = 0,
        tokenize = ${TOKENIZE}, prefix = '${PREFIXES}'
      )`,
    );
    // Filled in rising rowid order rather than by 'rebuild' (which reads the documents in
    // id order, so falling rowids): FTS5 writes out its pending terms whenever a rowid is
    // not above the last one, which made 'rebuild' 4x slower (5 s instead of 1 s at large).
    await run(
      db,
      `insert into ${name} (rowid, ${columns})
       select fts_id, ${columns} from search_documents order by fts_id`,
    );
    await run(db, `insert into ${name} (${name}) values ('optimize')`);
  }
  const add = (row: string) =>
    `insert into search_fts (rowid, title, body) values (${row}.fts_id, ${row}.title, ${row}.body);
     insert into search_titles (rowid, title) values (${row}.fts_id, ${row}.title);`;
  const remove = (row: string) =>
    `insert into search_fts (search_fts, rowid, title, body)
       values ('delete', ${row}.fts_id, ${row}.title, ${row}.body);
     insert into search_titles (search_titles, rowid, title)
       values ('delete', ${row}.fts_id, ${row}.title);`;
  for (const [suffix, event, body] of [
    ['ai', 'insert', add('new')],
    ['ad', 'delete', remove('old')],
    ['au', 'update', `${remove('old')} ${add('new')}`],
  ] as const) {
    await run(
      db,
      `create trigger search_documents_${suffix} after ${event} on search_documents
       begin ${body} end`,
    );
  }
}

/** The SQL pieces of one kind's part of search_find() (migration 2500 builds on them too). */
export function searchParts(kind: string, titles: boolean) {
  const query = titles ? 'title_query' : 'any_query';
  const indexed = titles ? `ts_filter(d.document, '{a}')` : 'd.document';
  const newest = (columns: string, limit: number, older = '') =>
    `select ${columns} from search_documents d
     where d.kind = '${kind}' ${older} order by d.seq desc limit ${limit}`;
  const oldestSeen = (limit: number) => `(select min(n.seq) from (${newest('d.seq', limit)}) n)`;
  const firstFound = `exists (
    select 1 from (${newest('d.document', FIRST_WINDOW)}) f where f.document @@ ${query})`;
  /** Steps 1 and 2 below: the newest documents, then, when `firstHit`, the next ones. */
  const windows = (firstHit: string) => `
      (select w.record_id, w.seq from (${newest('d.record_id, d.seq, d.document', FIRST_WINDOW)}) w
        where w.document @@ ${query} order by w.seq desc limit per_kind)
      union all
      (select w.record_id, w.seq from (${newest(
        'd.record_id, d.seq, d.document',
        SECOND_WINDOW - FIRST_WINDOW,
        `and d.seq < ${oldestSeen(FIRST_WINDOW)}`,
      )}) w
        where ${firstHit} and w.document @@ ${query} order by w.seq desc limit per_kind)`;
  return { query, indexed, oldestSeen, firstFound, windows };
}

/**
 * One kind's newest matches, each step run only when the ones before found too few
 * (an Append stops pulling once the limit is reached):
 * 1. the newest FIRST_WINDOW documents of the kind, checked one by one;
 * 2. if that found some but not enough (a word neither rare nor common), the next
 *    documents up to SECOND_WINDOW, the same way;
 * 3. the older documents through the kind's GIN index: a word that got here is rare
 *    among the newest, so few rows are read (a GIN scan reads every match).
 * The index is asked for the lead word alone (the longest, most likely the rarest):
 * GIN reads every posting of every word in its condition, and for "maple st" those of
 * "st" are many and of "maple" few. The whole query is then checked on those rows with
 * ts_match_vq(), the function behind @@, which no index is used for.
 */
function newestMatches(kind: string, titles: boolean): string {
  const { query, indexed, oldestSeen, firstFound, windows } = searchParts(kind, titles);
  return `(select '${kind}'::text, ${titles}, hits.record_id, hits.seq from (${windows(firstFound)}
      union all
      (select o.record_id, o.seq from (
          select d.record_id, d.seq from search_documents d
          where d.kind = '${kind}' and ${indexed} @@ lead_query
            and ts_match_vq(d.document, ${query})
            and d.seq < case when ${firstFound}
              then ${oldestSeen(SECOND_WINDOW)} else ${oldestSeen(FIRST_WINDOW)} end
          offset 0
        ) o
        order by o.seq desc limit per_kind)
      limit per_kind
    ) hits)`;
}

async function upPostgres(db: Kysely<unknown>) {
  // A new table rather than a new column: filling a column rewrites every row and
  // leaves the table twice its size until the next vacuum.
  await run(
    db,
    `create table search_documents_next (
      seq bigint generated by default as identity,
      kind text not null,
      record_id text not null,
      document tsvector not null,
      primary key (kind, record_id)
    )`,
  );
  // Existing records are numbered in the order they were created.
  const records = SOURCES.map(
    (s) => `select '${s.kind}' as kind, id as record_id, created_at from ${s.table}`,
  ).join(' union all ');
  await run(
    db,
    `insert into search_documents_next (seq, kind, record_id, document) overriding system value
     select row_number() over (order by r.created_at nulls first, d.kind, d.record_id),
       d.kind, d.record_id, d.document
     from search_documents d
     left join (${records}) r on r.kind = d.kind and r.record_id = d.record_id
     order by d.kind, 1`,
  );
  await run(db, `drop table search_documents`);
  await run(db, `alter table search_documents_next rename to search_documents`);
  await run(db, `alter index search_documents_next_pkey rename to search_documents_pkey`);
  await run(
    db,
    `select setval(pg_get_serial_sequence('search_documents', 'seq'),
       (select coalesce(max(seq), 0) + 1 from search_documents), false)`,
  );
  await run(db, `create index search_documents_kind_seq on search_documents (kind, seq)`);
  // One GIN index per kind (and one for titles), so a search reads only the postings of
  // the kind it fills. Without fastupdate a new document goes straight into the index:
  // a search never has to scan a pending list of recent writes (up to 4 MB each until
  // the next vacuum). Measured: the same 0.6-0.7 ms per inserted update either way.
  for (const s of SOURCES) {
    await run(
      db,
      `create index search_documents_${s.kind} on search_documents
       using gin (document) with (fastupdate = off) where kind = '${s.kind}'`,
    );
  }
  for (const s of TITLED) {
    await run(
      db,
      `create index search_documents_${s.kind}_title on search_documents
       using gin (ts_filter(document, '{a}')) with (fastupdate = off) where kind = '${s.kind}'`,
    );
  }
  await run(db, 'analyze search_documents');
  await createSearchFind(db);
}

/**
 * search_find() with each kind's part (title matches, then the others) written by `part`:
 * this migration's, or migration 2500's (which puts this one back on the way down).
 */
export async function createSearchFind(
  db: Kysely<unknown>,
  part: (kind: string, titles: boolean) => string = newestMatches,
) {
  const blocks = SOURCES.flatMap((s) =>
    TITLED.includes(s) ? [part(s.kind, true), part(s.kind, false)] : [part(s.kind, false)],
  );
  // A generic plan from the first call: the shape above decides which index each part
  // uses, and no call pays for planning this query again on the same connection.
  await run(
    db,
    `create or replace function search_find(
        any_query tsquery, title_query tsquery, lead_query tsquery, per_kind integer
      )
      returns table (doc_kind text, in_title boolean, doc_record_id text, doc_seq bigint)
      language plpgsql stable
      set plan_cache_mode = force_generic_plan
      as $$
      begin
        return query ${blocks.join('\n        union all\n')};
      end
      $$`,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    // Kysely runs SQLite migrations outside a transaction; this one rebuilds the index
    // and must not stop half way.
    await run(db, 'begin');
    try {
      await upSqlite(db);
      await run(db, 'commit');
    } catch (error) {
      await run(db, 'rollback');
      throw error;
    }
  } else {
    await upPostgres(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await run(db, 'drop table if exists search_titles');
  else await run(db, 'drop function if exists search_find(tsquery, tsquery, tsquery, integer)');
  // Back to the 0401 index, rebuilt from the records.
  await searchIndex.down(db);
  await searchIndex.up(db);
}
