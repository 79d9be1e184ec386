import { formatInvoiceNumber } from '../../../core/invoice-math.js';
import { type InvoiceState } from '../../../core/invoices.js';
import { isDraftNumber } from '../../../core/schemas/invoice.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import {
  addToPaidToDate,
  findInvoice,
  invoiceNumberTaken,
  lockInvoice,
  setViewed,
  takeInvoiceSequence,
  updateInvoice,
  type InvoiceReadRow,
  type InvoiceRow,
} from './invoices.queries.js';
import { insertEvent } from './invoice-events.queries.js';
import { deletePayment, insertPayment, listPayments, MARKED_PAID } from './payments.queries.js';

// An invoice's life (decision 170): draft -> issued (numbered) -> viewed -> partial ->
// paid, or void. Each step runs in one transaction (the caller's, or its own for the last
// two), records its event in the invoice's history and leaves `status` (the spec's
// Pending/Paid) in step with the state. Creating and editing are in invoices.service.ts.

/** The next free invoice number, taken when an invoice is issued. */
export async function nextInvoiceNumber(db: Db): Promise<string> {
  // Numbers restored or imported from elsewhere are skipped, never duplicated.
  for (;;) {
    const number = formatInvoiceNumber(await takeInvoiceSequence(db));
    if (!(await invoiceNumberTaken(db, number))) return number;
  }
}

/** One line of the invoice's history (the timeline of its Payments dialog). */
export async function addEvent(
  db: Db,
  invoiceId: string,
  kind: string,
  detail: string | null = null,
  at = nowIso(),
) {
  await insertEvent(db, { id: newId(), invoiceId, kind, detail, at });
}

/** The state that follows from what has been paid, for an issued invoice. */
export function stateAfterPayments(
  row: Pick<InvoiceRow, 'amount' | 'viewed_at'>,
  paidToDate: number,
): InvoiceState {
  if (row.amount > 0 && paidToDate >= row.amount) return 'paid';
  if (paidToDate > 0) return 'partial';
  return row.viewed_at ? 'viewed' : 'issued';
}

/** Columns for a new state: the spec's status goes with it. */
export const stateColumns = (state: InvoiceState) => ({
  state,
  status: state === 'paid' ? 'Paid' : 'Pending',
});

/** The invoice as it is now; 404 when it is gone. */
export async function rereadInvoice(db: Db, id: string): Promise<InvoiceReadRow> {
  const row = await findInvoice(db, id);
  if (!row) throw notFound('Invoice');
  return row;
}

/**
 * PATCH status Paid: records the balance as one payment dated today (source
 * marked-paid), in the caller's transaction. A zero total is simply marked paid.
 */
export async function markPaid(trx: Db, row: InvoiceReadRow, today: string) {
  if (row.state === 'paid') return;
  if (row.state === 'draft') {
    throw new HttpError(409, 'Issue this invoice before marking it paid.');
  }
  if (row.state === 'void') throw new HttpError(409, 'A void invoice cannot be paid.');
  const balance = row.amount - row.paid_to_date;
  const now = nowIso();
  if (balance > 0) {
    if (!(await addToPaidToDate(trx, row.id, balance, now))) {
      throw new HttpError(409, 'The invoice changed meanwhile; try again.');
    }
    await insertPayment(trx, {
      id: newId(),
      invoice_id: row.id,
      amount: balance,
      date: today,
      method: 'other',
      reference: null,
      source: MARKED_PAID,
      created_at: now,
    });
    await addEvent(trx, row.id, 'payment', String(balance), now);
  }
  await updateInvoice(trx, row.id, { ...stateColumns('paid'), updated_at: now });
}

/**
 * PATCH status Pending on a paid invoice: undoes "mark paid" by deleting the payments it
 * recorded. Money recorded as payments is never deleted this way (delete the payment).
 */
export async function markPending(trx: Db, row: InvoiceReadRow) {
  if (row.state !== 'paid') return;
  const now = nowIso();
  if (row.amount === 0) {
    await updateInvoice(trx, row.id, {
      ...stateColumns(row.viewed_at ? 'viewed' : 'issued'),
      updated_at: now,
    });
    return;
  }
  const marked = (await listPayments(trx, row.id)).filter((p) => p.source === MARKED_PAID);
  if (marked.length === 0) {
    throw new HttpError(
      409,
      'This invoice was paid by recorded payments. Delete a payment to reopen it.',
    );
  }
  let removed = 0;
  for (const payment of marked) {
    if (await deletePayment(trx, payment.id)) {
      removed += payment.amount;
      await addEvent(trx, row.id, 'payment-deleted', String(payment.amount), now);
    }
  }
  const paidToDate = row.paid_to_date - removed;
  await updateInvoice(trx, row.id, {
    paid_to_date: paidToDate,
    ...stateColumns(stateAfterPayments(row, paidToDate)),
    updated_at: now,
  });
}

/** Issues a draft: it takes its number now (a reopened one keeps the number it had). */
export async function issue(trx: Db, row: InvoiceReadRow) {
  if (row.state === 'void') throw new HttpError(409, 'A void invoice cannot be issued again.');
  if (row.state !== 'draft') return;
  const now = nowIso();
  await updateInvoice(trx, row.id, {
    ...(isDraftNumber(row.invoice_number) && { invoice_number: await nextInvoiceNumber(trx) }),
    ...stateColumns(stateAfterPayments(row, row.paid_to_date)),
    issued_at: now,
    updated_at: now,
  });
  await addEvent(trx, row.id, 'issued', null, now);
}

/** Voids an issued invoice that has no payments; it keeps its number and its record. */
export async function voidInvoice(trx: Db, row: InvoiceReadRow) {
  if (row.state === 'void') return;
  if (row.state === 'draft') {
    throw new HttpError(409, 'A draft has no number to void. Delete it instead.');
  }
  if (row.paid_to_date > 0) {
    throw new HttpError(
      409,
      'This invoice has payments recorded. Delete its payments before voiding it.',
    );
  }
  const now = nowIso();
  await updateInvoice(trx, row.id, { ...stateColumns('void'), voided_at: now, updated_at: now });
  await addEvent(trx, row.id, 'voided', null, now);
}

/** Reopens an issued, unpaid invoice as a draft so it can be corrected; it keeps its number. */
export async function reopen(trx: Db, row: InvoiceReadRow) {
  if (row.state === 'draft') return;
  if (row.state === 'void') throw new HttpError(409, 'A void invoice cannot be reopened.');
  if (row.paid_to_date > 0 || row.state === 'paid') {
    throw new HttpError(409, 'This invoice has payments. Delete its payments before reopening it.');
  }
  const now = nowIso();
  // Viewed again once reissued: the client has not seen the corrected invoice.
  await updateInvoice(trx, row.id, { ...stateColumns('draft'), viewed_at: null, updated_at: now });
  await addEvent(trx, row.id, 'reopened', null, now);
}

/**
 * The client opened the invoice (the portal calls this; the business's own preview
 * never does): issued -> viewed, once. False when it was viewed before, or is a draft,
 * void or unknown.
 */
export async function markInvoiceViewed(db: Db, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    if (!(await setViewed(trx, id, now))) return false;
    await addEvent(trx, id, 'viewed', null, now);
    return true;
  });
}

/** Issues a draft in its own transaction (before it is e-mailed); the fresh row. */
export async function issueForSending(db: Db, id: string): Promise<InvoiceReadRow> {
  return inTransaction(db, async (trx) => {
    if (!(await lockInvoice(trx, id))) throw notFound('Invoice');
    const row = await findInvoice(trx, id);
    if (!row) throw notFound('Invoice');
    if (row.state === 'void') throw new HttpError(409, 'A void invoice cannot be sent.');
    await issue(trx, row);
    return rereadInvoice(trx, id);
  });
}
