import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  ContractBillingsTable,
  DB,
  EstimateApprovalsTable,
  EstimatesTable,
  EstimateTokensTable,
} from '../../db/schema.js';

// Small named queries over estimates, change orders, their approval links and
// decisions, and what contract invoices billed. Money columns come out as numbers.

type Conn = Kysely<DB>;
export type EstimateRow = Selectable<EstimatesTable>;
export type ApprovalRow = Selectable<EstimateApprovalsTable>;
export type TokenRow = Selectable<EstimateTokensTable>;

const fromColumns = (row: EstimateRow): EstimateRow => ({
  ...row,
  revision: Number(row.revision),
  amount: row.amount === null ? null : Number(row.amount),
  schedule_impact_days: row.schedule_impact_days === null ? null : Number(row.schedule_impact_days),
});

export async function findEstimate(db: Conn, id: string): Promise<EstimateRow | undefined> {
  const row = await db.selectFrom('estimates').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromColumns(row);
}

/** Locks the row for the rest of the transaction (PostgreSQL); SQLite writes one at a time. */
export async function lockEstimate(db: Conn, id: string): Promise<boolean> {
  const row = await db
    .updateTable('estimates')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(row.numUpdatedRows) > 0;
}

export async function listProjectDocuments(db: Conn, projectId: string, kind: string) {
  const rows = await db
    .selectFrom('estimates')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('kind', '=', kind)
    .orderBy('number', 'desc')
    .orderBy('revision', 'desc')
    .execute();
  return rows.map(fromColumns);
}

export async function listAllEstimates(db: Conn) {
  const rows = await db
    .selectFrom('estimates')
    .selectAll()
    .where('kind', '=', 'estimate')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1000)
    .execute();
  return rows.map(fromColumns);
}

export async function insertEstimate(db: Conn, row: Insertable<EstimatesTable>) {
  await db.insertInto('estimates').values(row).execute();
}

export async function updateEstimate(
  db: Conn,
  id: string,
  changes: Partial<Omit<EstimateRow, 'id' | 'created_at'>>,
) {
  await db.updateTable('estimates').set(changes).where('id', '=', id).execute();
}

/** Moves the state only from one of `from`: false when another request moved it first. */
export async function moveState(
  db: Conn,
  id: string,
  from: readonly string[],
  changes: Partial<Omit<EstimateRow, 'id' | 'created_at'>> & { state: string },
): Promise<boolean> {
  const result = await db
    .updateTable('estimates')
    .set(changes)
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The next number of a kind: the counter only grows, so a number is never given twice. */
export async function takeSequence(db: Conn, kind: string): Promise<number> {
  await db
    .insertInto('estimate_counters')
    .values({ kind, value: 0 })
    .onConflict((oc) => oc.column('kind').doNothing())
    .execute();
  const row = await db
    .updateTable('estimate_counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('kind', '=', kind)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function numberTaken(db: Conn, kind: string, number: string): Promise<boolean> {
  const row = await db
    .selectFrom('estimates')
    .select('id')
    .where('kind', '=', kind)
    .where('number', '=', number)
    .executeTakeFirst();
  return row !== undefined;
}

export function findProject(db: Conn, id: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'client_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findClientEmail(db: Conn, id: string) {
  return db.selectFrom('clients').select(['name', 'email']).where('id', '=', id).executeTakeFirst();
}

// ---- Approval links and decisions ---------------------------------------------------------

export async function insertToken(db: Conn, row: TokenRow) {
  await db.insertInto('estimate_tokens').values(row).execute();
}

/** Ends every link a document had (a new send, a revision, or voiding it). */
export async function revokeTokens(db: Conn, estimateId: string, at: string) {
  await db
    .updateTable('estimate_tokens')
    .set({ revoked_at: at })
    .where('estimate_id', '=', estimateId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function findToken(db: Conn, hash: string) {
  return db
    .selectFrom('estimate_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

export function findApproval(db: Conn, estimateId: string) {
  return db
    .selectFrom('estimate_approvals')
    .selectAll()
    .where('estimate_id', '=', estimateId)
    .executeTakeFirst();
}

export async function findApprovals(db: Conn, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('estimate_approvals').selectAll().where('estimate_id', 'in', ids).execute();
}

/** False when the document already has a decision (the primary key refuses a second). */
export async function insertApproval(db: Conn, row: ApprovalRow): Promise<boolean> {
  const result = await db
    .insertInto('estimate_approvals')
    .values(row)
    .onConflict((oc) => oc.column('estimate_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

// ---- The contract and its billing ---------------------------------------------------------

/** A project's approved estimates and change orders (never void ones). */
export async function listApprovedDocuments(db: Conn, projectId: string) {
  const rows = await db
    .selectFrom('estimates')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('state', '=', 'approved')
    .orderBy('kind', 'desc')
    .orderBy('number')
    .orderBy('revision')
    .execute();
  return rows.map(fromColumns);
}

/** What non-void contract invoices billed, per line id (and 'retainage', 'deposit'). */
export async function listBillings(db: Conn, projectId: string) {
  const rows = await db
    .selectFrom('contract_billings')
    .innerJoin('invoices', 'invoices.id', 'contract_billings.invoice_id')
    .select([
      'contract_billings.line_id',
      'contract_billings.to_bps',
      'contract_billings.amount',
      'invoices.kind',
    ])
    .where('contract_billings.project_id', '=', projectId)
    .where('invoices.state', '!=', 'void')
    .execute();
  return rows.map((row) => ({
    line_id: row.line_id,
    to_bps: row.to_bps === null ? null : Number(row.to_bps),
    amount: Number(row.amount),
    kind: row.kind,
  }));
}

export async function insertBillings(db: Conn, rows: Selectable<ContractBillingsTable>[]) {
  if (rows.length > 0) await db.insertInto('contract_billings').values(rows).execute();
}

/** The project's contract invoices that are not void: amount, paid, state, kind. */
export async function listContractInvoices(db: Conn, projectId: string) {
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'amount', 'paid_to_date', 'state', 'kind'])
    .where('project_id', '=', projectId)
    .where('kind', '!=', 'standard')
    .where('state', '!=', 'void')
    .execute();
  return rows.map((row) => ({
    ...row,
    amount: Number(row.amount),
    paid_to_date: Number(row.paid_to_date),
  }));
}

export async function findTaxRates(db: Conn, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tax_rates')
    .select(['id', 'name', 'rate', 'active'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => ({ ...row, rate: Number(row.rate), active: Number(row.active) === 1 }));
}

// ---- Dated payment milestones -------------------------------------------------------------

/** Approved estimates whose schedule has a milestone due on a date. */
export async function listApprovedWithDatedMilestones(db: Conn) {
  const rows = await db
    .selectFrom('estimates')
    .selectAll()
    .where('kind', '=', 'estimate')
    .where('state', '=', 'approved')
    .where('schedule', 'like', '%"due":"date"%')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(fromColumns);
}

/** The milestone entries of these estimates already claimed (invoiced or nothing to bill). */
export async function listClaimedMilestones(db: Conn, estimateIds: readonly string[]) {
  if (estimateIds.length === 0) return [];
  return db
    .selectFrom('estimate_milestones')
    .select(['id'])
    .where('estimate_id', 'in', estimateIds)
    .execute();
}

/** Claims one milestone: false when it was claimed before (another tick or process). */
export async function claimMilestone(
  db: Conn,
  row: { id: string; estimate_id: string; entry_index: number; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('estimate_milestones')
    .values({ ...row, invoice_id: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function setMilestoneInvoice(db: Conn, id: string, invoiceId: string) {
  await db
    .updateTable('estimate_milestones')
    .set({ invoice_id: invoiceId })
    .where('id', '=', id)
    .execute();
}
