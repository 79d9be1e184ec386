import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

// Tax rates kept in Settings (decision 170). A rate is in use when an invoice's taxes
// (the JSON snapshot taken when its lines were last saved) name it.

type Conn = Kysely<DB>;

export interface TaxRateRow {
  id: string;
  name: string;
  rate: number;
  active: boolean;
  createdAt: string;
}

const toTaxRate = (row: {
  id: string;
  name: string;
  rate: number | string;
  active: number | string;
  created_at: string;
}): TaxRateRow => ({
  id: row.id,
  name: row.name,
  rate: Number(row.rate),
  active: Number(row.active) === 1,
  createdAt: row.created_at,
});

/** Whether an active rate other than `exceptId` has this name, ignoring case. */
export async function activeNameTaken(db: Conn, name: string, exceptId?: string) {
  let query = db
    .selectFrom('tax_rates')
    .select('id')
    .where(sql`lower(name)`, '=', sql`lower(${name})`)
    .where('active', '=', 1);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Active first, then by name. */
export async function listTaxRates(db: Conn): Promise<TaxRateRow[]> {
  const rows = await db
    .selectFrom('tax_rates')
    .selectAll()
    .orderBy('active', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toTaxRate);
}

export async function findTaxRates(db: Conn, ids: readonly string[]): Promise<TaxRateRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('tax_rates').selectAll().where('id', 'in', ids).execute();
  return rows.map(toTaxRate);
}

export async function insertTaxRate(
  db: Conn,
  row: { id: string; name: string; rate: number; at: string },
) {
  await db
    .insertInto('tax_rates')
    .values({
      id: row.id,
      name: row.name,
      rate: row.rate,
      active: 1,
      created_at: row.at,
      updated_at: row.at,
    })
    .execute();
}

export async function updateTaxRate(
  db: Conn,
  id: string,
  changes: { name?: string | undefined; active?: boolean | undefined; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('tax_rates')
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.active !== undefined && { active: changes.active ? 1 : 0 }),
      updated_at: changes.at,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTaxRate(db: Conn, id: string): Promise<boolean> {
  const result = await db.deleteFrom('tax_rates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The ids among these that some invoice's taxes name. */
export async function taxRatesInUse(db: Conn, ids: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (const id of ids) {
    // Ids are UUIDs: no LIKE wildcard can be in one.
    const row = await db
      .selectFrom('invoices')
      .select('id')
      .where('taxes', 'like', sql<string>`${`%"${id}"%`}`)
      .executeTakeFirst();
    if (row) used.add(id);
  }
  return used;
}
