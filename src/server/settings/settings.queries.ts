import type { Db } from '../db/database.js';

// The only statements on the `settings` table: one JSON text per key. Each takes
// a database or a transaction.

/** The stored texts of the keys, in one read; a key with no row is missing from the map. */
export async function findSettingsJson(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function upsertSettingJson(db: Db, key: string, json: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute();
}
