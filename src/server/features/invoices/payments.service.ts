import { formatMoney } from '../../../core/locale.js';
import type { PaymentInput } from '../../../core/schemas/invoice.js';
import { paymentInputSchema } from '../../../core/schemas/invoice.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { ownerToday } from '../../lib/owner-time.js';
import { getSetting } from '../../settings/settings.js';
import {
  addToPaidToDate,
  findInvoice,
  lockInvoice,
  subtractFromPaidToDate,
  updateInvoice,
  type InvoiceReadRow,
} from './invoices.queries.js';
import type { Actor } from '../activity/index.js';
import { addEvent, stateAfterPayments, stateColumns } from './invoice-states.js';
import { recordInvoiceActivity } from './invoices.service.js';
import { deletePayment, findPayment, insertPayment, type PaymentRow } from './payments.queries.js';

// Payments received (decision 170). The invoice's paid_to_date and state change in the
// transaction that records or deletes the payment.

/** Why a payment was not taken: the invoice's state, or the balance it would exceed. */
async function refusal(db: Db, invoiceId: string, amount: number): Promise<HttpError> {
  const row = await findInvoice(db, invoiceId);
  if (!row) return notFound('Invoice');
  if (row.state === 'draft')
    return new HttpError(409, 'Issue this invoice before recording a payment.');
  if (row.state === 'void') return new HttpError(409, 'This invoice is void: it cannot be paid.');
  const { currency } = await getSetting(db, 'locale');
  const balance = row.amount - row.paid_to_date;
  return new HttpError(
    400,
    `amount: ${formatMoney(amount, currency)} is more than the balance due of ${formatMoney(balance, currency)}`,
  );
}

/**
 * Records money received. The amount is added to what was paid only if the invoice is
 * open and the sum stays within its total (one conditional statement, so concurrent
 * payments cannot over-pay); the state becomes partial or paid in the same transaction.
 */
export async function addPayment(
  db: Db,
  invoiceId: string,
  body: PaymentInput,
  actor: Actor = null,
): Promise<{ payment: PaymentRow; invoice: InvoiceReadRow }> {
  const input = paymentInputSchema.parse(body);
  const today = await ownerToday(db);
  if (input.date > today) {
    throw new HttpError(400, 'date: a payment is recorded once received, so not after today');
  }
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const paid = await addToPaidToDate(trx, invoiceId, input.amount, now);
    if (!paid) throw await refusal(trx, invoiceId, input.amount);
    const row = (await findInvoice(trx, invoiceId))!;
    await updateInvoice(trx, invoiceId, stateColumns(stateAfterPayments(row, paid.paidToDate)));
    const payment: PaymentRow = {
      id: newId(),
      invoice_id: invoiceId,
      amount: input.amount,
      date: input.date,
      method: input.method,
      reference: input.reference,
      source: 'payment',
      created_at: now,
    };
    await insertPayment(trx, payment);
    await addEvent(trx, invoiceId, 'payment', String(input.amount), now);
    const invoice = (await findInvoice(trx, invoiceId))!;
    await (invoice.state === 'paid'
      ? recordInvoiceActivity(trx, actor, invoice, 'paid', '{invoice} was paid in full')
      : recordInvoiceActivity(trx, actor, invoice, 'payment', 'recorded a payment on {invoice}'));
    return { payment, invoice };
  });
}

/** Deletes a payment: what was paid goes down and the state follows. */
export async function removePayment(
  db: Db,
  id: string,
  actor: Actor = null,
): Promise<InvoiceReadRow> {
  return inTransaction(db, async (trx) => {
    const payment = await findPayment(trx, id);
    if (!payment) throw notFound('Payment');
    // The invoice first, then the payment, as every other change takes them: a second
    // delete of the same payment waits here, then finds it gone.
    await lockInvoice(trx, payment.invoice_id);
    if (!(await deletePayment(trx, id))) throw notFound('Payment');
    const now = nowIso();
    const paidToDate = await subtractFromPaidToDate(trx, payment.invoice_id, payment.amount, now);
    const row = (await findInvoice(trx, payment.invoice_id))!;
    if (row.state !== 'void' && row.state !== 'draft') {
      await updateInvoice(trx, row.id, stateColumns(stateAfterPayments(row, paidToDate)));
    }
    await addEvent(trx, row.id, 'payment-deleted', String(payment.amount), now);
    const invoice = (await findInvoice(trx, row.id))!;
    await recordInvoiceActivity(
      trx,
      actor,
      invoice,
      'payment-deleted',
      'deleted a payment of {invoice}',
    );
    return invoice;
  });
}
