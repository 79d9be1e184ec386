import { type InvoiceState } from './invoices.js';

// One status a person reads (issue 18, decision 170). The spec's status (Pending or Paid)
// and the newer state used to appear side by side, so a partly paid invoice read "Pending"
// and "Partially paid" at once. Each screen now says one thing.

type StatusOf = { status: 'Pending' | 'Paid'; state: InvoiceState; overdue?: boolean };

export interface InvoiceBadges {
  /** The spec's badge: Paid (distinct), or Pending while the invoice is out and nothing paid. */
  status: 'Pending' | 'Paid' | null;
  /** The state's badge, when it says more than the status: Draft, Issued, Viewed, Partially paid, Void. */
  state: InvoiceState | null;
}

/** What an invoice card shows: never Pending beside a state that already says it. */
export function invoiceBadges({ status, state }: StatusOf): InvoiceBadges {
  if (state === 'paid' || status === 'Paid') return { status: 'Paid', state: null };
  if (state === 'issued' || state === 'viewed') return { status: 'Pending', state };
  // Draft (not yet owed), partially paid, void: the state is the whole story.
  return { status: null, state };
}

const QUALIFIER: Partial<Record<InvoiceState, string>> = {
  draft: 'draft',
  partial: 'partially paid',
};

/**
 * The status line of the PDF the client reads: the spec's name first, qualified in the
 * same phrase ('Pending (partially paid, overdue)'); never the business's own 'viewed'.
 */
export function invoiceStatusLine({ status, state, overdue = false }: StatusOf): string {
  if (state === 'void') return 'Void';
  if (state === 'paid' || status === 'Paid') return 'Paid';
  const qualifiers = [QUALIFIER[state], overdue ? 'overdue' : undefined].filter(Boolean);
  return qualifiers.length > 0 ? `Pending (${qualifiers.join(', ')})` : 'Pending';
}
