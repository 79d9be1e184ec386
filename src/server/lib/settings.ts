import type { z } from 'zod';
import type { Db } from '../db/database.js';

// Owner settings live in one key/value table as JSON; each caller reads its key
// through a zod schema, so a missing or stale value falls back to the default.

export async function readSetting<T extends z.ZodType>(
  db: Db,
  key: string,
  schema: T,
  fallback: z.infer<T>,
): Promise<z.infer<T>> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}
