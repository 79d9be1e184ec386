import { sql } from 'kysely';
import { dialectOf, type Db } from '../../../src/server/db/database.js';
import { drainSearchQueue } from '../../../src/server/db/search-indexer.js';

const tableNames = new WeakMap<Db, string[]>();

async function tablesOf(db: Db): Promise<string[]> {
  const known = tableNames.get(db);
  if (known) return known;
  const postgres = dialectOf(db) === 'postgres';
  const schema = postgres
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s
    : undefined;
  const names = (await db.introspection.getTables())
    .filter((table) => !table.isView && (!postgres || table.schema === schema))
    .map((table) => table.name)
    .sort();
  tableNames.set(db, names);
  return names;
}

/** Every row of every table of this test's database, as one comparable string. */
export async function snapshotTables(db: Db): Promise<string> {
  // The search index is filled just after each write (decision 214): settled first, so a
  // snapshot changes only when a request wrote something.
  await drainSearchQueue(db);
  const tables = await tablesOf(db);
  if (dialectOf(db) === 'postgres') {
    // One round trip: each table's rows as ordered JSON.
    const parts = tables.map(
      (name) =>
        sql`select ${name}::text as name, (select coalesce(json_agg(x order by x::text), '[]'::json) from ${sql.table(name)} x)::text as rows`,
    );
    const result = await sql<{
      name: string;
      rows: string;
    }>`${sql.join(parts, sql` union all `)}`.execute(db);
    return result.rows
      .map((row) => `${row.name}:${row.rows}`)
      .sort()
      .join('\n');
  }
  const parts: string[] = [];
  for (const name of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const lines = rows.rows.map((row) =>
      JSON.stringify(row, (_key, value: unknown) =>
        Buffer.isBuffer(value) ? value.toString('hex') : value,
      ),
    );
    parts.push(`${name}:\n${lines.sort().join('\n')}`);
  }
  return parts.join('\n');
}
