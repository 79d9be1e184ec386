import type { Db } from '../../db/database.js';

// The weather readings cache: one row per provider, rounded location and day.

export interface CachedReading {
  reading: string;
  fetched_at: string;
}

export function findReading(
  db: Db,
  key: { provider: string; location: string; date: string },
): Promise<CachedReading | undefined> {
  return db
    .selectFrom('weather_readings')
    .select(['reading', 'fetched_at'])
    .where('provider', '=', key.provider)
    .where('location', '=', key.location)
    .where('date', '=', key.date)
    .executeTakeFirst();
}

export async function saveReading(
  db: Db,
  row: { provider: string; location: string; date: string; reading: string; fetched_at: string },
): Promise<void> {
  await db
    .insertInto('weather_readings')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['provider', 'location', 'date'])
        .doUpdateSet({ reading: row.reading, fetched_at: row.fetched_at }),
    )
    .execute();
}
