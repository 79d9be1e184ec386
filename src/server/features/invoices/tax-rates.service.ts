import type { TaxRate, TaxRateInput, TaxRatePatch } from '../../../core/schemas/tax-rate.js';
import { taxRateInputSchema, taxRatePatchSchema } from '../../../core/schemas/tax-rate.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { quoted, recordActivity, type Actor } from '../activity/index.js';
import {
  activeNameTaken,
  deleteTaxRate,
  findTaxRates,
  insertTaxRate,
  listTaxRates,
  taxRatesInUse,
  updateTaxRate,
  type TaxRateRow,
} from './tax-rates.queries.js';

const toView = (row: TaxRateRow, inUse: boolean): TaxRate => ({ ...row, inUse });

export async function listTaxRateViews(db: Db): Promise<TaxRate[]> {
  const rows = await listTaxRates(db);
  const used = await taxRatesInUse(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toView(row, used.has(row.id)));
}

async function view(db: Db, id: string): Promise<TaxRate> {
  const [row] = await findTaxRates(db, [id]);
  if (!row) throw notFound('Tax rate');
  return toView(row, (await taxRatesInUse(db, [id])).has(id));
}

/** The activity log's entry for a change of the tax rates (issue 15). */
const recordTaxRate = (trx: Db, actor: Actor, id: string, action: string, summary: string) =>
  recordActivity(trx, actor, {
    action: `tax_rate.${action}`,
    entityType: 'tax-rate',
    entityId: id,
    summary,
  });

/**
 * Two active rates of one name would show twice, alike, in every line's picker: refused.
 * An inactive one may share it (a rate never changes: a new "GST" replaces the old one).
 */
async function refuseTakenName(db: Db, name: string, exceptId?: string) {
  if (await activeNameTaken(db, name, exceptId)) {
    throw new HttpError(
      409,
      `name: an active tax rate is already called "${name}"; choose another name or deactivate that one`,
    );
  }
}

export async function createTaxRate(
  db: Db,
  body: TaxRateInput,
  actor: Actor = null,
): Promise<TaxRate> {
  const input = taxRateInputSchema.parse(body);
  const id = newId();
  await inTransaction(db, async (trx) => {
    await refuseTakenName(trx, input.name);
    await insertTaxRate(trx, { id, name: input.name, rate: input.rate, at: nowIso() });
    await recordTaxRate(trx, actor, id, 'created', `added the tax rate ${quoted(input.name)}`);
  });
  return view(db, id);
}

export async function editTaxRate(
  db: Db,
  id: string,
  body: TaxRatePatch,
  actor: Actor = null,
): Promise<TaxRate> {
  const input = taxRatePatchSchema.parse(body);
  await inTransaction(db, async (trx) => {
    if (!(await updateTaxRate(trx, id, { ...input, at: nowIso() }))) throw notFound('Tax rate');
    const [row] = await findTaxRates(trx, [id]);
    if (row!.active) await refuseTakenName(trx, row!.name, id);
    await recordTaxRate(trx, actor, id, 'edited', `edited the tax rate ${quoted(row!.name)}`);
  });
  return view(db, id);
}

/** A rate some invoice uses is never deleted (409): deactivate it instead. */
export async function removeTaxRate(db: Db, id: string, actor: Actor = null): Promise<void> {
  await inTransaction(db, async (trx) => {
    const [row] = await findTaxRates(trx, [id]);
    if (!row) throw notFound('Tax rate');
    if ((await taxRatesInUse(trx, [id])).has(id)) {
      throw new HttpError(
        409,
        `The tax rate "${row.name}" is on invoices, so it cannot be deleted. Deactivate it instead.`,
      );
    }
    await deleteTaxRate(trx, id);
    await recordTaxRate(trx, actor, id, 'deleted', `deleted the tax rate ${quoted(row.name)}`);
  });
}
