import { sql, type Kysely } from 'kysely';
import { readInChunks } from '../../db/in-chunks.js';
import type { DB } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { OPEN_STATES } from './invoices.queries.js';

// Reminder claims (decision 172): one invoice_reminders row per (invoice, step),
// inserted before the e-mail is sent; the unique (invoice_id, step) index makes that
// insert the claim.

type Conn = Kysely<DB>;

export interface ReminderCandidate {
  id: string;
  dueDate: string;
  issuedAt: string | null;
  recipient: string;
}

/** Unpaid issued invoices due on or before `dueBy` whose client has an e-mail address. */
export async function listReminderCandidates(
  db: Conn,
  dueBy: string,
): Promise<ReminderCandidate[]> {
  const due = sql<string>`coalesce(invoices.due_date, invoices.date)`;
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('clients', 'clients.id', 'invoices.client_id')
    .select([
      'invoices.id as id',
      due.as('dueDate'),
      'invoices.issued_at as issuedAt',
      'clients.email as recipient',
    ])
    .where('invoices.state', 'in', OPEN_STATES)
    .whereRef('invoices.paid_to_date', '<', 'invoices.amount')
    .where(due, '<=', dueBy)
    .where('clients.email', '<>', '')
    .orderBy(due)
    .orderBy('invoices.id')
    .execute();
  return rows;
}

/** The steps already claimed, per invoice. */
export async function claimedSteps(
  db: Conn,
  invoiceIds: string[],
): Promise<Map<string, Set<number>>> {
  const claimed = new Map<string, Set<number>>();
  const rows = await readInChunks(invoiceIds, (ids) =>
    db
      .selectFrom('invoice_reminders')
      .select(['invoice_id', 'step'])
      .where('invoice_id', 'in', ids)
      .execute(),
  );
  for (const row of rows) {
    const steps = claimed.get(row.invoice_id) ?? new Set<number>();
    steps.add(Number(row.step));
    claimed.set(row.invoice_id, steps);
  }
  return claimed;
}

/** Inserts the step's row; false when another tick or process claimed it first. */
export async function claimStep(
  db: Conn,
  claim: {
    invoiceId: string;
    step: number;
    recipient: string;
    result: 'sending' | 'skipped';
    error?: string;
  },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const row = await db
    .insertInto('invoice_reminders')
    .values({
      id: newId(),
      invoice_id: claim.invoiceId,
      step: claim.step,
      result: claim.result,
      recipient: claim.recipient,
      error: claim.error ?? null,
      attempts: 0,
      next_attempt_at: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['invoice_id', 'step']).doNothing())
    .returning('invoice_id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface ReminderRetry {
  invoiceId: string;
  step: number;
  recipient: string;
  attempts: number;
}

export async function listReminderRetriesDue(db: Conn, now: Date): Promise<ReminderRetry[]> {
  const rows = await db
    .selectFrom('invoice_reminders')
    .select(['invoice_id', 'step', 'recipient', 'attempts'])
    .where('result', '=', 'retrying')
    .where('next_attempt_at', '<=', now.toISOString())
    .execute();
  return rows.map((row) => ({
    invoiceId: row.invoice_id,
    step: Number(row.step),
    recipient: row.recipient ?? '',
    attempts: Number(row.attempts),
  }));
}

/** Takes a retry for this process; false when another one took it first. */
export async function claimReminderRetry(
  db: Conn,
  retry: { invoiceId: string; step: number },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('invoice_reminders')
    .set({ result: 'sending', next_attempt_at: null, updated_at: now.toISOString() })
    .where('invoice_id', '=', retry.invoiceId)
    .where('step', '=', retry.step)
    .where('result', '=', 'retrying')
    .where('next_attempt_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordReminder(
  db: Conn,
  key: { invoiceId: string; step: number },
  values: {
    result: 'sent' | 'retrying' | 'failed' | 'skipped';
    attempts: number;
    error: string | null;
    nextAttemptAt: string | null;
  },
  now: Date,
): Promise<void> {
  await db
    .updateTable('invoice_reminders')
    .set({
      result: values.result,
      attempts: values.attempts,
      error: values.error,
      next_attempt_at: values.nextAttemptAt,
      updated_at: now.toISOString(),
    })
    .where('invoice_id', '=', key.invoiceId)
    .where('step', '=', key.step)
    .execute();
}
