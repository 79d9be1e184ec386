import type SQLite from 'better-sqlite3';
import type { Db } from './database.js';

/**
 * Indexes the search documents queued in search_pending (SQLite, decision 214). A write
 * commits its records with their documents and a queue row; this moves the queue into
 * the FTS5 tables in one transaction for many documents, soon after the writes (a timer
 * set by the first write), before a search reads the index (`drainSearchQueue`), and
 * when the database is opened (migrateToLatest). The queue is durable, so a crash
 * between a commit and its indexing loses nothing.
 */
export interface SearchIndexer {
  /** A write may have queued documents: index them soon. */
  noteWrite(): void;
  /** Indexes every queued document; needs the connection to itself (no open transaction). */
  drainNow(): void;
  /** True when a write happened since the last drain. */
  readonly dirty: boolean;
  close(): void;
}

/** Time writes have to gather before their documents are indexed together. */
const BATCH_DELAY_MS = 5;

export function createSearchIndexer(
  sqlite: SQLite.Database,
  /** Runs `work` with the connection to itself (Kysely's connection, so no transaction is open). */
  exclusive: (work: () => void) => Promise<void>,
): SearchIndexer {
  let dirty = true;
  let ready = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let drain: (() => void) | null = null;

  const prepare = () => {
    if (ready) return true;
    const table = sqlite
      .prepare(`select 1 from sqlite_master where type = 'table' and name = 'search_pending'`)
      .get();
    if (!table) return false;
    // Rising FTS rowids: FTS5 writes its pending terms out whenever a rowid is not above
    // the last one, so in this order a batch makes one new segment per table.
    const indexAll = sqlite.prepare(
      `insert into search_fts (rowid, title, body)
       select d.fts_id, d.title, d.body from search_pending p
       join search_documents d on d.id = p.id order by d.fts_id`,
    );
    const indexTitles = sqlite.prepare(
      `insert into search_titles (rowid, title)
       select d.fts_id, d.title from search_pending p
       join search_documents d on d.id = p.id order by d.fts_id`,
    );
    const any = sqlite.prepare('select 1 from search_pending limit 1');
    const clear = sqlite.prepare('delete from search_pending');
    const indexQueued = sqlite.transaction(() => {
      indexAll.run();
      indexTitles.run();
      clear.run();
    });
    // Checked outside the transaction (no BEGIN and COMMIT for an empty queue): nothing else
    // runs on the connection in between, as the drain is synchronous.
    drain = () => {
      if (any.get()) indexQueued();
    };
    ready = true;
    return true;
  };

  const drainNow = () => {
    if (closed || !sqlite.open) return;
    if (sqlite.inTransaction) throw new Error('search queue drained inside a transaction');
    if (!prepare()) return;
    dirty = false;
    try {
      drain!();
    } catch (error) {
      dirty = true;
      throw error;
    }
  };

  const onTimer = () => {
    timer = null;
    // A failure leaves the queue as it was: the next write or search tries again.
    exclusive(drainNow).catch(() => undefined);
  };

  return {
    get dirty() {
      return dirty;
    },
    noteWrite() {
      dirty = true;
      if (!timer && !closed) {
        timer = setTimeout(onTimer, BATCH_DELAY_MS);
        timer.unref();
      }
    },
    drainNow,
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      // A clean shutdown leaves nothing queued (the next start would index it anyway).
      try {
        if (sqlite.open && !sqlite.inTransaction) drainNow();
      } catch {
        // indexed at the next start
      }
      closed = true;
    },
  };
}

const indexers = new WeakMap<Db, SearchIndexer>();

export function trackSearchIndexer(db: Db, indexer: SearchIndexer): void {
  indexers.set(db, indexer);
}

/**
 * Indexes every search document queued before the call (SQLite; nothing to do on
 * PostgreSQL). Searches await it first, so a write that was acknowledged is found.
 */
export async function drainSearchQueue(db: Db): Promise<void> {
  const indexer = indexers.get(db);
  if (!indexer?.dirty) return;
  await db.connection().execute(async () => indexer.drainNow());
}
