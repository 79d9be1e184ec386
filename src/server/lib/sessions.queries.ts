import { sql } from 'kysely';
import type { DataVersionColumn } from '../db/commits.js';
import type { Db } from '../db/database.js';
import { reusableQuery } from '../db/reusable-query.js';

// The sessions table: only SHA-256 hashes of tokens are stored (lib/sessions.ts).

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.now,
      expires_at: session.expiresAt,
      last_used_at: session.now,
    })
    .execute();
}

/** A session and its person, as the checks read them. */
const SESSION_COLUMNS = [
  'sessions.token_hash as tokenHash',
  'sessions.expires_at as expiresAt',
  'sessions.last_used_at as lastUsedAt',
  'users.id as userId',
  'users.username as username',
  'users.name as name',
  'users.role as role',
  'users.email as email',
  'users.active as active',
] as const;

// Every signed-in request runs it: built once per number of kept names (decision 266).
const sessionWithUser = reusableQuery(
  (db: Db, tokenHash: string, keptFrom: readonly string[] | undefined) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(SESSION_COLUMNS)
      .$if(keptFrom !== undefined && keptFrom.length > 0, (query) =>
        query.select((eb) =>
          eb
            .selectFrom('data_versions')
            .select((sub) => sub.fn.sum<number | string>('version').as('version'))
            .where('name', 'in', keptFrom!)
            .as('keptVersion'),
        ),
      )
      .where('sessions.token_hash', '=', tokenHash),
  (_tokenHash, keptFrom) => String(keptFrom?.length ?? 0),
);

/**
 * SQLite: one token's session, with the sum of the `keptFrom` versions the route's kept
 * answer is built from (decision 231). The data version is the process's own count there.
 */
export async function findSessionWithUser(db: Db, tokenHash: string, keptFrom?: readonly string[]) {
  return (await sessionWithUser(db, tokenHash, keptFrom)).rows[0];
}

/**
 * PostgreSQL: the sessions of several tokens with their people in one round trip (the
 * batched session checks, lib/session-batches.ts), with the data version and each named
 * version (`versions`: name to version; a name with no row is missing).
 */
export function findSessionsWithUsers(
  db: Db,
  tokenHashes: readonly string[],
  versionNames: readonly string[],
  dataVersion: DataVersionColumn,
) {
  return (
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(SESSION_COLUMNS)
      .select(dataVersion)
      .$if(versionNames.length > 0, (query) =>
        query.select((eb) =>
          eb
            .selectFrom('data_versions')
            .select(
              sql<Record<
                string,
                number | string
              > | null>`json_object_agg(${sql.ref('name')}, ${sql.ref('version')})`.as('versions'),
            )
            .where(sql<boolean>`${sql.ref('name')} = any(${sql.val(versionNames)}::text[])`)
            .as('versions'),
        ),
      )
      // Arrays, not lists: one text for every batch, so the statement is prepared once
      // (db/prepared-statements.ts) whatever the batch's size.
      .where(sql<boolean>`${sql.ref('sessions.token_hash')} = any(${sql.val(tokenHashes)}::text[])`)
      .execute()
  );
}

export async function extendSession(
  db: Db,
  tokenHash: string,
  lastUsedAt: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: lastUsedAt, expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteOtherSessions(db: Db, userId: string, keepTokenHash: string | null) {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(keepTokenHash !== null, (qb) => qb.where('token_hash', '!=', keepTokenHash as string))
    .execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
