import { sql, type Kysely } from 'kysely';
import { foldForSearch } from '../../../core/schemas/search.js';
import { dialectOf } from '../database.js';

// One full-text index over every searchable record, kept in step by database
// triggers on the records' own tables: the features that write those tables
// need no search code, and nothing can write a record and forget the index.
// A document has a title (name, title or number: ranked higher) and a body.

export interface Source {
  table: string;
  kind: string;
  title: (row: string) => string;
  body: (row: string) => string;
}

const text = (row: string, ...columns: string[]) =>
  columns.map((column) => `coalesce(${row}.${column}, '')`).join(` || ' ' || `);

/** The phone's digits alone too, so "5550100" finds "555-0100". */
const phoneDigits = (row: string) =>
  ['-', ' ', '(', ')', '.', '+', '/'].reduce(
    (expr, ch) => `replace(${expr}, '${ch}', '')`,
    `coalesce(${row}.phone, '')`,
  );

/** The indexed tables and their documents (migration 0610 reads them too). */
export const SOURCES: Source[] = [
  {
    table: 'clients',
    kind: 'client',
    title: (r) => text(r, 'name'),
    body: (r) => `${text(r, 'company', 'position', 'email', 'phone')} || ' ' || ${phoneDigits(r)}`,
  },
  {
    table: 'projects',
    kind: 'project',
    title: (r) => text(r, 'name'),
    body: (r) => text(r, 'address', 'description'),
  },
  {
    table: 'tasks',
    kind: 'task',
    title: (r) => text(r, 'title'),
    body: (r) => text(r, 'description'),
  },
  { table: 'updates', kind: 'update', title: () => `''`, body: (r) => text(r, 'note') },
  {
    table: 'invoices',
    kind: 'invoice',
    title: (r) => text(r, 'invoice_number'),
    body: (r) => text(r, 'client_name', 'project_name'),
  },
];

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

async function upSqlite(db: Kysely<unknown>) {
  await run(
    db,
    `create table search_documents (
      id integer primary key,
      kind text not null,
      record_id text not null,
      title text not null,
      body text not null,
      unique (kind, record_id)
    )`,
  );
  // External-content FTS5 table over search_documents; the tokenizer folds case
  // and diacritics, and prefix indexes keep 2- and 3-letter prefixes fast.
  await run(
    db,
    `create virtual table search_fts using fts5(
      title, body, content = 'search_documents', content_rowid = 'id',
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`,
  );
  await run(
    db,
    `create trigger search_documents_ai after insert on search_documents begin
      insert into search_fts (rowid, title, body) values (new.id, new.title, new.body);
    end`,
  );
  await run(
    db,
    `create trigger search_documents_ad after delete on search_documents begin
      insert into search_fts (search_fts, rowid, title, body) values ('delete', old.id, old.title, old.body);
    end`,
  );
  await run(
    db,
    `create trigger search_documents_au after update on search_documents begin
      insert into search_fts (search_fts, rowid, title, body) values ('delete', old.id, old.title, old.body);
      insert into search_fts (rowid, title, body) values (new.id, new.title, new.body);
    end`,
  );
  for (const s of SOURCES) {
    await run(
      db,
      `create trigger ${s.table}_search_ai after insert on ${s.table} begin
        insert into search_documents (kind, record_id, title, body)
        values ('${s.kind}', new.id, ${s.title('new')}, ${s.body('new')});
      end`,
    );
    await run(
      db,
      `create trigger ${s.table}_search_au after update on ${s.table} begin
        update search_documents
        set record_id = new.id, title = ${s.title('new')}, body = ${s.body('new')}
        where kind = '${s.kind}' and record_id = old.id;
      end`,
    );
    await run(
      db,
      `create trigger ${s.table}_search_ad after delete on ${s.table} begin
        delete from search_documents where kind = '${s.kind}' and record_id = old.id;
      end`,
    );
  }
}

/**
 * translate() arguments that remove diacritics exactly as foldForSearch does,
 * for the Latin letters that carry them (PostgreSQL's unaccent extension may be
 * missing, and needs rights to install).
 */
function diacriticsMap(): { from: string; to: string } {
  let from = '';
  let to = '';
  const ranges: [number, number][] = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code++) {
      const ch = String.fromCodePoint(code);
      const base = foldForSearch(ch);
      if (base.length === 1 && base !== ch.toLowerCase() && /^\p{L}$/u.test(base)) {
        from += ch;
        to += base;
      }
    }
  }
  if (/['\\]/.test(from + to)) throw new Error('unexpected quote in the diacritics map');
  return { from, to };
}

async function upPostgres(db: Kysely<unknown>) {
  const { from, to } = diacriticsMap();
  // Lower case, no diacritics, punctuation as spaces: "dana@x.com" -> "dana x com",
  // the same words the application splits a query into.
  await run(
    db,
    `create function search_fold(value text) returns text
      language sql immutable parallel safe as $$
        select regexp_replace(lower(translate(value, '${from}', '${to}')), '[^[:alnum:]]+', ' ', 'g')
      $$`,
  );
  await run(
    db,
    `create table search_documents (
      kind text not null,
      record_id text not null,
      document tsvector not null,
      primary key (kind, record_id)
    )`,
  );
  await run(db, `create index search_documents_document on search_documents using gin (document)`);
  await run(
    db,
    `create function search_put(doc_kind text, doc_id text, title text, body text) returns void
      language sql as $$
        insert into search_documents (kind, record_id, document)
        values (doc_kind, doc_id,
          setweight(to_tsvector('simple', search_fold(title)), 'A') ||
          setweight(to_tsvector('simple', search_fold(body)), 'B'))
        on conflict (kind, record_id) do update set document = excluded.document
      $$`,
  );
  for (const s of SOURCES) {
    await run(
      db,
      `create function ${s.table}_search_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.id <> new.id) then
          delete from search_documents where kind = '${s.kind}' and record_id = old.id;
        end if;
        if tg_op = 'DELETE' then
          return old;
        end if;
        perform search_put('${s.kind}', new.id, ${s.title('new')}, ${s.body('new')});
        return new;
      end
      $$`,
    );
    await run(
      db,
      `create trigger ${s.table}_search after insert or update or delete on ${s.table}
        for each row execute function ${s.table}_search_sync()`,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await upSqlite(db);
  else await upPostgres(db);
  // Index the records that already exist.
  for (const s of SOURCES) {
    if (dialectOf(db) === 'sqlite') {
      await run(
        db,
        `insert into search_documents (kind, record_id, title, body)
         select '${s.kind}', r.id, ${s.title('r')}, ${s.body('r')} from ${s.table} r`,
      );
    } else {
      await run(
        db,
        `select search_put('${s.kind}', r.id, ${s.title('r')}, ${s.body('r')}) from ${s.table} r`,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = dialectOf(db) === 'sqlite';
  for (const s of SOURCES) {
    if (sqlite) {
      for (const suffix of ['ai', 'au', 'ad'])
        await run(db, `drop trigger if exists ${s.table}_search_${suffix}`);
    } else {
      await run(db, `drop trigger if exists ${s.table}_search on ${s.table}`);
      await run(db, `drop function if exists ${s.table}_search_sync()`);
    }
  }
  if (sqlite) await run(db, 'drop table if exists search_fts');
  await run(db, 'drop table if exists search_documents');
  if (!sqlite) {
    await run(db, 'drop function if exists search_put(text, text, text, text)');
    await run(db, 'drop function if exists search_fold(text)');
  }
}
