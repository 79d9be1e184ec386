import { CompiledQuery } from 'kysely';
import type { Db } from './database.js';

/** Control statements as compiled text: no plugin counts them as writes. */
const control = (conn: Db, text: string) => conn.executeQuery(CompiledQuery.raw(text));

interface Job {
  run: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * At most this many transactions share one commit: a read waiting for the connection waits
 * for a whole group (~0.5-1 ms a create), so a burst of writes holds reads back ~10 ms at most.
 */
const MAX_GROUP = 16;

/**
 * SQLite: transactions asked for together share one commit (decision 238). A commit writes
 * every page its transaction changed to the log, and creates of a busy minute change the
 * same pages (each index's last page, the counts and versions): 20 creates committed apart
 * write them 20 times. Each transaction runs in a savepoint of the group's, so one that
 * throws is undone alone and the others keep their writes; each is settled only once the
 * group's commit is done, so none is acknowledged before it is committed (and a failed
 * commit fails every one of them). Reads wait for the connection between groups, as they
 * waited between transactions: none sees a write before its commit.
 */
export class WriteGroups {
  private readonly queue: Job[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  run<T>(run: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run, resolve: resolve as (value: unknown) => void, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    // better-sqlite3 runs each statement at once, so a group would end before any other
    // request could reach it: the first waits until the requests read in this turn of the
    // event loop have queued theirs.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      try {
        // The connection is given back between groups: reads waiting for it run in between.
        await this.db.connection().execute((conn) => this.group(conn));
      } catch (error) {
        // No transaction could begin (the database closed): nothing waiting can run.
        for (const job of this.queue.splice(0)) job.reject(error);
      }
    }
    this.running = false;
  }

  private async group(conn: Db) {
    const taken: Job[] = [];
    const settle: (() => void)[] = [];
    await control(conn, 'begin immediate');
    try {
      while (this.queue.length > 0 && taken.length < MAX_GROUP) {
        const job = this.queue.shift()!;
        taken.push(job);
        await control(conn, 'savepoint job');
        try {
          const value = await job.run(conn);
          await control(conn, 'release job');
          settle.push(() => job.resolve(value));
        } catch (error) {
          // Undone alone: the group's other transactions keep their writes.
          await control(conn, 'rollback to job');
          await control(conn, 'release job');
          settle.push(() => job.reject(error));
        }
      }
      await control(conn, 'commit');
    } catch (error) {
      // The group's transaction failed as a whole (the disk, the commit): so does each.
      await control(conn, 'rollback').catch(() => undefined);
      for (const job of taken) job.reject(error);
      return;
    }
    // Only now: a transaction is done when its commit is.
    for (const done of settle) done();
  }
}
