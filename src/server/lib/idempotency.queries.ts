import type { Db } from '../db/database.js';
import { nowIso } from './ids.js';

// The idempotency_keys table: one row per key, holding the id its first request made.

/** Takes the key for this request; false when another request holds it already. */
export async function reserveKey(db: Db, key: string, scope: string): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({ key, scope, record_id: null, created_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export function findKey(db: Db, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['scope', 'record_id'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function recordKeyResult(db: Db, key: string, recordId: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ record_id: recordId })
    .where('key', '=', key)
    .execute();
}

export async function releaseKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('key', '=', key).execute();
}

export async function deleteKeysCreatedBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before.toISOString()).execute();
}
