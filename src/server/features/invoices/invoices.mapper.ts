import { addDays } from '../../../core/dates.js';
import { isOverdue } from '../../../core/invoice-math.js';
import {
  INVOICE_KINDS,
  shownInvoiceNumber,
  type InvoiceEvent,
  type InvoiceKind,
  type InvoiceRecord,
  type Payment,
} from '../../../core/schemas/invoice.js';
import type { InvoiceReadRow } from './invoices.queries.js';
import { OPEN_STATES } from './invoices.queries.js';
import type { PaymentRow } from './payments.queries.js';
import { INVOICE_STATES, type InvoiceState } from '../../../core/invoices.js';

const stateOf = (stored: string): InvoiceState =>
  (INVOICE_STATES as readonly string[]).includes(stored) ? (stored as InvoiceState) : 'issued';

/**
 * A stored invoice as the API shows it, on the owner's `today` (which decides overdue);
 * the route's schema writes `items` as JSON text. status is the spec's view of the
 * state: Paid when paid, Pending otherwise.
 */
export function toInvoiceRecord(row: InvoiceReadRow, today: string): InvoiceRecord {
  const state = stateOf(row.state);
  const dueDate = row.due_date ?? addDays(row.date, row.terms_days);
  const balance = state === 'void' ? 0 : row.amount - row.paid_to_date;
  return {
    id: row.id,
    invoiceNumber: shownInvoiceNumber(row.invoice_number),
    clientId: row.client_id,
    client: row.client_name,
    projectId: row.project_id,
    project: row.project_name,
    amount: row.amount,
    date: row.date,
    status: state === 'paid' ? 'Paid' : 'Pending',
    items: row.items,
    createdAt: row.created_at,
    state,
    termsDays: row.terms_days,
    dueDate,
    overdue: OPEN_STATES.includes(state) && isOverdue(dueDate, balance, today),
    subtotal: row.amount - row.tax_total,
    taxes: row.taxes,
    taxTotal: row.tax_total,
    paidToDate: row.paid_to_date,
    balance,
    paymentCount: row.payment_count,
    markedPaid: state === 'paid' && (row.marked_paid || row.amount === 0),
    issuedAt: row.issued_at,
    sentAt: row.sent_at,
    viewedAt: row.viewed_at,
    estimateId: row.estimate_id,
    kind: (INVOICE_KINDS as readonly string[]).includes(row.kind)
      ? (row.kind as InvoiceKind)
      : 'standard',
  };
}

/**
 * A list of records as GET /api/invoices writes it: the wire shape (`items` as JSON text),
 * straight from toInvoiceRecord's output, which its type already holds to the schema.
 */
export function invoiceListJson(records: readonly InvoiceRecord[]): string {
  return JSON.stringify(
    records.map((record) => ({ ...record, items: JSON.stringify(record.items) })),
  );
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    amount: row.amount,
    date: row.date,
    method: row.method as Payment['method'],
    reference: row.reference,
    createdAt: row.created_at,
  };
}

export function toInvoiceEvent(row: {
  kind: string;
  detail: string | null;
  created_at: string;
}): InvoiceEvent {
  return { kind: row.kind as InvoiceEvent['kind'], detail: row.detail, at: row.created_at };
}
