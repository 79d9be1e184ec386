import DataLoader from 'dataloader';
import { dataVersionColumn, type DataVersionColumn } from '../db/commits.js';
import type { Db } from '../db/database.js';
import { findSessionsWithUsers, findSessionWithUser } from './sessions.queries.js';

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>> & {
  dataVersion?: string;
};

interface SessionKey {
  tokenHash: string;
  keptFrom: readonly string[] | undefined;
}

/**
 * PostgreSQL: the session checks of the requests that arrive together share one round trip
 * (decision 236). Each request's check is one query to the database; under load, a query
 * costs the server's thread more than the rest of a kept answer (its socket's write and
 * read, with the database's process on the same cores). Checks are gathered until the
 * event loop has handled the requests it has read (`setImmediate`), then read in one
 * query, so each is still read after its request arrived: what it sees is as new as its
 * own query would have seen. Nothing is kept between batches.
 */
const loaders = new WeakMap<Db, DataLoader<SessionKey, SessionRow | undefined>>();

function loaderOf(db: Db, dataVersion: DataVersionColumn) {
  let loader = loaders.get(db);
  if (!loader) {
    loader = new DataLoader((keys) => readBatch(db, dataVersion, keys), {
      cache: false,
      maxBatchSize: 256,
      batchScheduleFn: (callback) => setImmediate(callback),
    });
    loaders.set(db, loader);
  }
  return loader;
}

async function readBatch(db: Db, dataVersion: DataVersionColumn, keys: readonly SessionKey[]) {
  const names = [...new Set(keys.flatMap((key) => key.keptFrom ?? []))];
  const hashes = [...new Set(keys.map((key) => key.tokenHash))];
  const rows = await findSessionsWithUsers(db, hashes, names, dataVersion);
  const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
  return keys.map(({ tokenHash, keptFrom }): SessionRow | undefined => {
    const row = byHash.get(tokenHash);
    if (!row) return undefined;
    const { versions, ...session } = row as typeof row & {
      versions?: Record<string, number | string> | null;
    };
    if (keptFrom === undefined || keptFrom.length === 0) return session;
    // As findSessionWithUser sums them: a name with no row counts 0.
    const keptVersion = keptFrom.reduce((sum, name) => sum + Number(versions?.[name] ?? 0), 0);
    return { ...session, keptVersion };
  });
}

/** The session and its person: batched where a check is a round trip, else read at once. */
export function readSession(
  db: Db,
  tokenHash: string,
  keptFrom?: readonly string[],
): Promise<SessionRow | undefined> {
  // Where the data version is a column of the check, the check is a round trip (PostgreSQL).
  const dataVersion = dataVersionColumn(db);
  if (dataVersion === undefined) return findSessionWithUser(db, tokenHash, keptFrom);
  return loaderOf(db, dataVersion).load({ tokenHash, keptFrom });
}
