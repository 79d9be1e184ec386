import type { Db } from '../db/database.js';

// The only statements on the `settings` table: one JSON text per key. Each takes
// a database or a transaction.

export async function findSettingJson(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
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
