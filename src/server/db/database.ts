import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  RawNode,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { trackCommits } from './commits.js';
import { createGroupCommit, fsyncPath } from './group-commit.js';
import { preparingPool } from './prepared-statements.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import type { DB } from './schema.js';
import { createSearchIndexer, trackSearchIndexer } from './search-indexer.js';
import { groupTransactions } from './transaction.js';
import { WriteGroups } from './write-groups.js';

export type Db = Kysely<DB>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** SQLite file path (ignored for PostgreSQL). */
  sqlitePath?: string;
  /** PostgreSQL schema to work in; tests give each database its own. */
  pgSchema?: string;
}

// Rows must read the same from both dialects: dates and timestamps stay strings,
// 64-bit integers (count(*), sums) become numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => value);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => value);

export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return new Kysely<DB>({ dialect: new OwnSchemaPostgresDialect({ pool: preparingPool(pool) }) });
  }
  const file = options.sqlitePath ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // NORMAL: commits survive a process crash; the fsync that makes them survive power
  // loss is done in groups before a write is acknowledged (group-commit.ts, decision 062).
  sqlite.pragma('synchronous = NORMAL');
  // A checkpoint every 8,000 pages (~32 MB of log) instead of SQLite's 1,000: each one
  // writes the pages the log holds and syncs the database file on the event loop, and the
  // same hot pages (index tails, counts, versions) are written once per checkpoint, not once
  // per 1,000 pages of log (decision 214: ~+35% task creates/s). The log file is cut back
  // to 64 MB after a checkpoint, so it never stays larger.
  sqlite.pragma('wal_autocheckpoint = 8000');
  sqlite.pragma('journal_size_limit = 67108864');
  // Search documents written are indexed in batches after their commit (decision 214).
  const indexer = createSearchIndexer(sqlite, (work) =>
    db.connection().execute(async () => work()),
  );
  const writes = new WriteCounter(() => indexer.noteWrite());
  const db: Db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, () => indexer.close()) }),
    plugins: [writes],
  });
  trackSearchIndexer(db, indexer);
  const wal = `${file}-wal`;
  trackCommits(
    db,
    writes,
    file === ':memory:' ? undefined : createGroupCommit(() => fsyncPath(wal)),
  );
  groupTransactions(db, new WriteGroups(db));
  return db;
}

/**
 * Counts statements that may change data (anything but a SELECT), once each has run. On
 * SQLite this process is the only writer and every statement of a transaction runs before
 * any other query can (one connection), so an unchanged count means unchanged data.
 *
 * Counted after the statement, while it still holds the connection: counted when it is
 * compiled (before it waits its turn for the connection), a reader could take the count
 * then, read the data before the write ran, and keep its answer under a count that the
 * write never moves again, serving it without the write until the next one.
 */
class WriteCounter implements KyselyPlugin {
  count = 0;
  readonly #writing = new WeakSet<QueryId>();
  /** `afterWrite` runs once each writing statement has run. */
  constructor(private readonly afterWrite: () => void) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const isRead =
      SelectQueryNode.is(node) ||
      (RawNode.is(node) && /^\s*select\b/i.test(node.sqlFragments[0] ?? ''));
    if (!isRead) this.#writing.add(queryId);
    return node;
  }
  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writing.has(queryId)) {
      this.count++;
      this.afterWrite();
    }
    return result;
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query again; preparing costs more than running most of
 * ours. Statements are reused by their SQL text, least recently used dropped
 * first (lists of ids make many texts). Safe because Kysely runs each statement
 * to completion (`all` or `run`) before the next one starts.
 */
function withStatementCache(sqlite: SQLite.Database, beforeClose: () => void) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      beforeClose();
      sqlite.close();
    },
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value!);
        }
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

export function dialectOf<T>(db: Kysely<T>): DialectName {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}
