import type { Db } from './database.js';

// Versions of the data kept answers are built from (decisions 204 and 215): rows of
// `data_versions` that triggers move in the writer's transaction.

/** The sum of the named versions (each only grows, so the sum moves with any of them). */
export async function versionOf(db: Db, names: readonly string[]): Promise<number> {
  // Built from none (the portal's updates, decision 237): nothing to read.
  if (names.length === 0) return 0;
  const row = await db
    .selectFrom('data_versions')
    .select((eb) => eb.fn.sum<number | string>('version').as('version'))
    .where('name', 'in', names)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Each named version, read in one statement (0 for a name with no row). */
export async function versionsOf<N extends string>(
  db: Db,
  names: readonly N[],
): Promise<Record<N, number>> {
  const rows = await db
    .selectFrom('data_versions')
    .select(['name', 'version'])
    .where('name', 'in', names)
    .execute();
  const versions = Object.fromEntries(names.map((name) => [name, 0])) as Record<N, number>;
  for (const row of rows) versions[row.name as N] = Number(row.version);
  return versions;
}
