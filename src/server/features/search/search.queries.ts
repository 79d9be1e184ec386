import { CompiledQuery, sql } from 'kysely';
import { dialectOf, type Db } from '../../db/database.js';
import { memberProjectIds } from '../../db/project-scope.js';
import {
  ftsTop,
  ROWID_BLOCK,
  SEARCH_KINDS,
  TITLED_SEARCH_KINDS,
  type SearchKind,
} from '../../db/search-schema.js';

// The full-text index (migrations 0401 and 0610, db/search-schema.ts): FTS5 on SQLite,
// a weighted tsvector with GIN indexes on PostgreSQL. Database triggers keep it in step
// with the records, so this side only reads. Each kind's title matches and other matches
// come lazily from the index, newest first (decision 061), so a query costs the same
// whether a word matches three records or 25,000.

/** One match: a kind's title matches come first, then its other matches, newest first. */
export interface IndexMatch {
  kind: SearchKind;
  in_title: number | boolean;
  record_id: string;
}

// "This kind, newest first" is an ascending FTS5 rowid range: rowid = top of the kind's
// block - document id (migration 0610). The numbers are written into the SQL: FTS5
// ignores rowid bounds bound as parameters (better-sqlite3 binds reals).
function newestSqlite(
  table: 'search_fts' | 'search_titles',
  kind: SearchKind,
  titles: boolean,
  match: string,
  perKind: number,
) {
  const top = ftsTop(kind);
  return sql`select * from (
    select ${sql.lit(kind)} as kind, ${sql.lit(titles ? 1 : 0)} as in_title,
      ${sql.lit(top)} - rowid as id
    from ${sql.table(table)}
    where ${sql.table(table)} match ${match}
      and rowid > ${sql.lit(top - ROWID_BLOCK)} and rowid <= ${sql.lit(top)}
    order by rowid limit ${perKind}
  )`;
}

// The statement is the same for every search but its MATCH text, a parameter of each
// part: compiled once per database and group size (compiling cost a third of a search),
// with a stand-in for the text that each search replaces.
const MATCH = '\u0000match';
const compiledStatements = new WeakMap<Db, Map<number, CompiledQuery<IndexMatch>>>();

function sqliteStatement(db: Db, perKind: number): CompiledQuery<IndexMatch> {
  let byGroupSize = compiledStatements.get(db);
  if (!byGroupSize) {
    byGroupSize = new Map();
    compiledStatements.set(db, byGroupSize);
  }
  let query = byGroupSize.get(perKind);
  if (!query) {
    const parts = SEARCH_KINDS.flatMap((kind) =>
      TITLED_SEARCH_KINDS.includes(kind)
        ? [
            newestSqlite('search_titles', kind, true, MATCH, perKind),
            newestSqlite('search_fts', kind, false, MATCH, perKind),
          ]
        : [newestSqlite('search_fts', kind, false, MATCH, perKind)],
    );
    query = sql<IndexMatch>`
      select hits.kind, hits.in_title, d.record_id
      from (${sql.join(parts, sql` union all `)}) hits
      join search_documents d on d.id = hits.id
      order by hits.kind, hits.in_title desc, hits.id desc
    `.compile(db);
    byGroupSize.set(perKind, query);
  }
  return query;
}

async function findSqlite(db: Db, terms: readonly string[], perKind: number) {
  // "abc"* is a prefix query, answered from a prefix index up to 16 letters.
  const match = terms.map((term) => `"${term}"*`).join(' AND ');
  const { sql: text, parameters } = sqliteStatement(db, perKind);
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(
      text,
      parameters.map((value) => (value === MATCH ? match : value)),
    ) as CompiledQuery<IndexMatch>,
  );
  return rows;
}

async function findPostgres(db: Db, terms: readonly string[], perKind: number) {
  const any = terms.map((term) => `${term}:*`).join(' & ');
  const titles = terms.map((term) => `${term}:*A`).join(' & ');
  // The longest word is most likely the rarest: the GIN index is read for it alone.
  const lead = `${terms.reduce((a, b) => (b.length > a.length ? b : a))}:*`;
  const { rows } = await sql<IndexMatch>`
    select doc_kind as kind, in_title, doc_record_id as record_id
    from search_find(
      to_tsquery('simple', ${any}), to_tsquery('simple', ${titles}),
      to_tsquery('simple', ${lead}), ${perKind}
    )
    order by doc_kind, in_title desc, doc_seq desc
  `.execute(db);
  return rows;
}

/**
 * Records whose words start with every term, up to `perKind` title matches and
 * `perKind` other matches of each kind, newest first in each (a record may be in
 * both). Terms hold only letters and digits (see searchTerms).
 */
export function findIndexMatches(
  db: Db,
  terms: readonly string[],
  perKind: number,
): Promise<IndexMatch[]> {
  return dialectOf(db) === 'sqlite'
    ? findSqlite(db, terms, perKind)
    : findPostgres(db, terms, perKind);
}

/** The kinds a field user's search reaches: records of their projects, never clients or money. */
export const MEMBER_SEARCH_KINDS = ['project', 'task', 'update'] as const;
export type MemberSearchKind = (typeof MEMBER_SEARCH_KINDS)[number];

/** The member's records of one kind, as a subquery of record ids. */
function memberRecords(db: Db, kind: MemberSearchKind, memberId: string) {
  const projects = memberProjectIds(db, { memberId });
  if (kind === 'project') return projects;
  if (kind === 'task') {
    return db.selectFrom('tasks').select('tasks.id').where('tasks.project_id', 'in', projects);
  }
  return db.selectFrom('updates').select('updates.id').where('updates.project_id', 'in', projects);
}

/**
 * A field user's search (decision 150): the same words-start-with-every-term rule,
 * title matches first, newest first, but over the records of their projects only.
 * It starts from their records (a few projects' worth) and checks each against the
 * index by its rowid (SQLite) or its tsvector (PostgreSQL), so other projects'
 * records are never candidates.
 */
export async function findMemberIndexMatches(
  db: Db,
  terms: readonly string[],
  perKind: number,
  memberId: string,
): Promise<IndexMatch[]> {
  const sqlite = dialectOf(db) === 'sqlite';
  const match = terms.map((term) => `"${term}"*`).join(' AND ');
  const any = terms.map((term) => `${term}:*`).join(' & ');
  const titles = terms.map((term) => `${term}:*A`).join(' & ');
  const rows: IndexMatch[] = [];
  for (const kind of MEMBER_SEARCH_KINDS) {
    const records = memberRecords(db, kind, memberId);
    const titled = TITLED_SEARCH_KINDS.includes(kind);
    const query = sqlite
      ? sql<IndexMatch>`
          select d.kind as kind, ${
            titled
              ? sql`exists (select 1 from search_titles
                  where search_titles match ${match} and search_titles.rowid = d.fts_id)`
              : sql`0`
          } as in_title, d.record_id as record_id
          from search_documents d
          where d.kind = ${kind} and d.record_id in ${records}
            and exists (select 1 from search_fts
              where search_fts match ${match} and search_fts.rowid = d.fts_id)
          order by in_title desc, d.id desc
          limit ${perKind}`
      : sql<IndexMatch>`
          select d.kind as kind, ${
            titled
              ? sql`ts_filter(d.document, '{a}') @@ to_tsquery('simple', ${titles})`
              : sql`false`
          } as in_title, d.record_id as record_id
          from search_documents d
          where d.kind = ${kind} and d.record_id in ${records}
            and d.document @@ to_tsquery('simple', ${any})
          order by in_title desc, d.seq desc
          limit ${perKind}`;
    rows.push(...(await query.execute(db)).rows);
  }
  return rows;
}

// The fields spec section 3 lists for each kind of search hit, by id.

export function clientsByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'company', 'email', 'phone'])
    .where('id', 'in', ids)
    .execute();
}

export function projectsByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('projects')
    .innerJoin('clients', 'clients.id', 'projects.client_id')
    .select(['projects.id', 'projects.name', 'clients.name as clientName', 'projects.address'])
    .where('projects.id', 'in', ids)
    .execute();
}

export function tasksByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('tasks')
    .innerJoin('projects', 'projects.id', 'tasks.project_id')
    .select(['tasks.id', 'tasks.title', 'projects.name as project'])
    .where('tasks.id', 'in', ids)
    .execute();
}

export function updatesByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('updates')
    .innerJoin('projects', 'projects.id', 'updates.project_id')
    .select(['updates.id', 'projects.name as project', 'updates.date', 'updates.note'])
    .where('updates.id', 'in', ids)
    .execute();
}

export function invoicesByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('invoices')
    .select(['id', 'invoice_number as invoiceNumber', 'client_name as client', 'amount'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * Estimates and change orders whose number and title hold every term (issue 21), newest
 * first, their latest revision only (an earlier one is void). A few hundred documents
 * at most: a plain scan, not the full-text index. Terms are letters and digits only.
 */
export async function documentsMatching(db: Db, terms: readonly string[], limit: number) {
  let query = db
    .selectFrom('estimates')
    .innerJoin('projects', 'projects.id', 'estimates.project_id')
    .select([
      'estimates.id',
      'estimates.kind',
      'estimates.number',
      'estimates.revision',
      'estimates.title',
      'estimates.project_id as projectId',
      'projects.name as project',
    ])
    .where('estimates.state', '!=', 'void');
  for (const term of terms) {
    query = query.where(
      sql<string>`lower(estimates.number || ' ' || estimates.title)`,
      'like',
      `%${term}%`,
    );
  }
  return query
    .orderBy('estimates.created_at', 'desc')
    .orderBy('estimates.id')
    .limit(limit)
    .execute();
}
