import type { InvoiceRecord } from '../../../core/schemas/invoice';

// Small rules the invoice screens share: what an action applies to, and
// the shape of one project's money. The server decides every rule again; these only keep the
// screens from offering a dead end.

/** Issued and still owed: it can take a payment, a reminder, or be voided. */
export const isOpen = (invoice: Pick<InvoiceRecord, 'state'>) =>
  invoice.state === 'issued' || invoice.state === 'viewed' || invoice.state === 'partial';

/** Issued to the client (not a draft, not void): it counts as invoiced. */
export const isBilled = (invoice: Pick<InvoiceRecord, 'state'>) =>
  invoice.state !== 'draft' && invoice.state !== 'void';

export interface ProjectMoney {
  invoiced: number;
  paid: number;
  outstanding: number;
  count: number;
}

/**
 * What a money field holds, as integer cents: '12.5' or 12.5 -> 1250; null while empty
 * or not a number. Rounds to the cent, so float noise (0.1 + 0.2) never leaks in.
 */
export function centsOfInput(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.replace(/[,\s]/g, '');
  if (text === '' || text === '-' || text === '.') return null;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return null;
  return Math.round(amount * 100);
}
