import { CompiledQuery, sql } from 'kysely';
import { dialectOf, type Db } from '../../db/database.js';
import { ftsTop, ROWID_BLOCK } from '../../db/migrations/0610-search-newest-first.js';

// The full-text index (migrations 0401 and 0610) behind one interface: FTS5 on
// SQLite, a weighted tsvector with GIN indexes on PostgreSQL. Database triggers
// keep it in step with the records, so this side only reads.
//
// Each group holds the newest records whose title (name, title, number) matches
// every word, then the newest of the other matching records (decision 061). Both
// come lazily from the index, newest first, so a query costs the same whether a
// word matches three records or 25,000.

export const SEARCH_KINDS = ['client', 'project', 'task', 'update', 'invoice'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Kinds whose documents have a title; an update has its note only. */
const TITLED_KINDS: readonly SearchKind[] = ['client', 'project', 'task', 'invoice'];

export interface SearchHit {
  kind: SearchKind;
  recordId: string;
}

export interface SearchIndex {
  /**
   * Records whose words start with every term, at most `perKind` of each kind:
   * title matches first, then the others, newest first in each. Terms hold only
   * letters and digits (see searchTerms).
   */
  find(terms: readonly string[], perKind: number): Promise<SearchHit[]>;
}

interface Row {
  kind: SearchKind;
  in_title: number | boolean;
  record_id: string;
}

/** Per kind: title matches, then the other matches, without repeats, at most perKind. */
function merge(rows: Row[], perKind: number): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const kind of SEARCH_KINDS) {
    const ofKind = rows.filter((row) => row.kind === kind);
    const ordered = [
      ...ofKind.filter((row) => Boolean(row.in_title)),
      ...ofKind.filter((row) => !row.in_title),
    ];
    const seen = new Set<string>();
    for (const row of ordered) {
      if (seen.size === perKind) break;
      if (seen.has(row.record_id)) continue;
      seen.add(row.record_id);
      hits.push({ kind, recordId: row.record_id });
    }
  }
  return hits;
}

function sqliteIndex(db: Db): SearchIndex {
  // "This kind, newest first" is an ascending FTS5 rowid range: rowid = top of the
  // kind's block - document id (migration 0610). The numbers are written into the SQL:
  // FTS5 ignores rowid bounds bound as parameters (better-sqlite3 binds reals).
  const newest = (
    table: 'search_fts' | 'search_titles',
    kind: SearchKind,
    titles: boolean,
    match: string,
    perKind: number,
  ) => {
    const top = ftsTop(kind);
    return sql`select * from (
      select ${sql.lit(kind)} as kind, ${sql.lit(titles ? 1 : 0)} as in_title,
        ${sql.lit(top)} - rowid as id
      from ${sql.table(table)}
      where ${sql.table(table)} match ${match}
        and rowid > ${sql.lit(top - ROWID_BLOCK)} and rowid <= ${sql.lit(top)}
      order by rowid limit ${perKind}
    )`;
  };
  // The statement is the same for every search but its MATCH text, a parameter of
  // each part: compiled once per group size (compiling cost a third of a search), with
  // a stand-in for the text that each search replaces.
  const MATCH = '\u0000match';
  const compiled = new Map<number, CompiledQuery<Row>>();
  const statement = (perKind: number) => {
    let query = compiled.get(perKind);
    if (!query) {
      const parts = SEARCH_KINDS.flatMap((kind) =>
        TITLED_KINDS.includes(kind)
          ? [
              newest('search_titles', kind, true, MATCH, perKind),
              newest('search_fts', kind, false, MATCH, perKind),
            ]
          : [newest('search_fts', kind, false, MATCH, perKind)],
      );
      query = sql<Row>`
        select hits.kind, hits.in_title, d.record_id
        from (${sql.join(parts, sql` union all `)}) hits
        join search_documents d on d.id = hits.id
        order by hits.kind, hits.in_title desc, hits.id desc
      `.compile(db);
      compiled.set(perKind, query);
    }
    return query;
  };
  return {
    async find(terms, perKind) {
      // "abc"* is a prefix query, answered from a prefix index up to 16 letters.
      const match = terms.map((term) => `"${term}"*`).join(' AND ');
      const { sql: text, parameters } = statement(perKind);
      const { rows } = await db.executeQuery(
        CompiledQuery.raw(
          text,
          parameters.map((value) => (value === MATCH ? match : value)),
        ) as CompiledQuery<Row>,
      );
      return merge(rows, perKind);
    },
  };
}

function postgresIndex(db: Db): SearchIndex {
  return {
    async find(terms, perKind) {
      const any = terms.map((term) => `${term}:*`).join(' & ');
      const titles = terms.map((term) => `${term}:*A`).join(' & ');
      // The longest word is most likely the rarest: the GIN index is read for it alone.
      const lead = `${terms.reduce((a, b) => (b.length > a.length ? b : a))}:*`;
      const { rows } = await sql<Row>`
        select doc_kind as kind, in_title, doc_record_id as record_id
        from search_find(
          to_tsquery('simple', ${any}), to_tsquery('simple', ${titles}),
          to_tsquery('simple', ${lead}), ${perKind}
        )
        order by doc_kind, in_title desc, doc_seq desc
      `.execute(db);
      return merge(rows, perKind);
    },
  };
}

const indexes = new WeakMap<Db, SearchIndex>();

/** One index per database, so its compiled statement is kept between searches. */
export function searchIndexFor(db: Db): SearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = dialectOf(db) === 'sqlite' ? sqliteIndex(db) : postgresIndex(db);
    indexes.set(db, index);
  }
  return index;
}
