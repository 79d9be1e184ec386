// Plain values of invoices, without zod: the invoice cards, filters and badges read these,
// not the schemas, so a first load that only shows invoices carries no zod (decision 220).

export const INVOICE_STATUSES = ['Pending', 'Paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * Where an invoice is in its life (decision 170). `status` (Pending/Paid) stays in every
 * answer beside it: Paid when the state is paid, Pending otherwise.
 */
export const INVOICE_STATES = ['draft', 'issued', 'viewed', 'partial', 'paid', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  draft: 'Draft',
  issued: 'Issued',
  viewed: 'Viewed',
  partial: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

export const PAYMENT_METHODS = ['cash', 'check', 'transfer', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  transfer: 'Bank transfer',
  card: 'Card',
  other: 'Other',
};
