import { sql } from 'kysely';
import { dialectOf, type Db } from '../../db/database.js';

// The full-text index (migration 0401) behind one interface: FTS5 on SQLite,
// a weighted tsvector with a GIN index on PostgreSQL. Database triggers keep
// it in step with the records, so this side only reads.

export const SEARCH_KINDS = ['client', 'project', 'task', 'update', 'invoice'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchHit {
  kind: SearchKind;
  recordId: string;
}

export interface SearchIndex {
  /**
   * Records whose words start with every term, best first, at most `perKind`
   * of each kind. Terms hold only letters and digits (see searchTerms).
   */
  find(terms: readonly string[], perKind: number): Promise<SearchHit[]>;
}

function sqliteIndex(db: Db): SearchIndex {
  return {
    async find(terms, perKind) {
      // "abc"* is a prefix query; a matching title (name, number) weighs 10x the body.
      const match = terms.map((term) => `"${term}"*`).join(' AND ');
      const { rows } = await sql<{ kind: SearchKind; record_id: string }>`
        select kind, record_id from (
          select d.kind, d.record_id,
            row_number() over (
              partition by d.kind order by bm25(search_fts, 10.0, 1.0), d.title
            ) as position
          from search_fts join search_documents d on d.id = search_fts.rowid
          where search_fts match ${match}
        ) where position <= ${perKind}
        order by kind, position
      `.execute(db);
      return rows.map((row) => ({ kind: row.kind, recordId: row.record_id }));
    },
  };
}

function postgresIndex(db: Db): SearchIndex {
  return {
    async find(terms, perKind) {
      const query = terms.map((term) => `${term}:*`).join(' & ');
      const { rows } = await sql<{ kind: SearchKind; record_id: string }>`
        select kind, record_id from (
          select kind, record_id,
            row_number() over (
              partition by kind order by ts_rank(document, query) desc, record_id
            ) as position
          from search_documents, to_tsquery('simple', ${query}) as query
          where document @@ query
        ) ranked where position <= ${perKind}
        order by kind, position
      `.execute(db);
      return rows.map((row) => ({ kind: row.kind, recordId: row.record_id }));
    },
  };
}

export function searchIndexFor(db: Db): SearchIndex {
  return dialectOf(db) === 'sqlite' ? sqliteIndex(db) : postgresIndex(db);
}
