import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';
import {
  createSearchFind,
  FIRST_WINDOW,
  SECOND_WINDOW,
  searchParts,
} from './0610-search-newest-first.js';

// PostgreSQL search for a common word behind a run of new records (issue 20, decision 240).
//
// search_find() (migration 0610) checks a kind's newest 100 documents one by one and, when
// the word is in none of them, takes it for a rare word and reads the kind's GIN index. For
// a word in a quarter of the updates behind 100 new ones without it (a crew's day of
// entries, the benchmark's writer), that GIN read fetched all 25,000 matching rows to sort
// them by age: 20-25 ms at `large`, against 1-3 ms for a rare word.
//
// Each part now first asks a sample: every 64th document (a partial index), the kind's
// newest 100 of them, reaching back ~6,400 documents. A word found in the sample is common
// there, so the documents down to the oldest sampled one are read newest first and checked
// one by one, stopping at the tenth match; the GIN index is read only below that. A word
// the sample misses is rare and goes to the GIN index as before.
//
// Also: with one search word, the GIN condition already decides, so the whole query is no
// longer checked again on every row it returns (ts_match_vq was a third of that read).
//
// The probes are CTEs, each run once, when the part first needs it (0610 wrote the
// first-window test twice and ran it twice). SQLite's FTS5 search is unchanged.

const SAMPLE_EVERY = 64;
const SAMPLE_SIZE = 100;

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

/**
 * One kind's newest matches, each step run only when the ones before found too few:
 * 1. the newest FIRST_WINDOW documents, one by one;
 * 2. if the word was among them, the next ones up to SECOND_WINDOW, the same way;
 * 3. if the sample holds the word, the documents below those down to the oldest sampled
 *    one, newest first, one by one (the (kind, seq) index);
 * 4. the older documents through the kind's GIN index.
 */
function sampledMatches(kind: string, titles: boolean): string {
  const { query, indexed, oldestSeen, firstFound, windows } = searchParts(kind, titles);
  const whole = `(numnode(any_query) = 1 or ts_match_vq(d.document, ${query}))`;
  return `(select '${kind}'::text, ${titles}, hits.record_id, hits.seq from (
      with near as materialized (
        select f.hit, case when f.hit then ${oldestSeen(SECOND_WINDOW)}
          else ${oldestSeen(FIRST_WINDOW)} end as below
        from (select ${firstFound} as hit) f
      ), sample as materialized (
        select d.seq, d.document from search_documents d
        where d.kind = '${kind}' and d.seq % ${SAMPLE_EVERY} = 0
        order by d.seq desc limit ${SAMPLE_SIZE}
      ), sampled as materialized (
        select exists (select 1 from sample s where s.document @@ ${query}) as hit,
          (select min(s.seq) from sample s) as low
      )${windows('(select hit from near)')}
      union all
      (select d.record_id, d.seq from search_documents d
        where (select hit from sampled) and d.kind = '${kind}'
          and d.seq < (select below from near) and d.seq >= (select low from sampled)
          and d.document @@ ${query}
        order by d.seq desc limit per_kind)
      union all
      (select o.record_id, o.seq from (
          select d.record_id, d.seq from search_documents d
          where d.kind = '${kind}' and ${indexed} @@ lead_query and ${whole}
            and d.seq < (select case when s.hit then least(n.below, s.low) else n.below end
              from near n, sampled s)
          offset 0
        ) o
        order by o.seq desc limit per_kind)
      limit per_kind
    ) hits)`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') return;
  await run(
    db,
    `create index search_documents_sample on search_documents (kind, seq)
     where seq % ${SAMPLE_EVERY} = 0`,
  );
  await createSearchFind(db, sampledMatches);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') return;
  await createSearchFind(db);
  await run(db, 'drop index search_documents_sample');
}
