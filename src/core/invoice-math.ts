// Money is integer cents. Rates arrive as dollars with at most two decimals, so
// every product is computed on whole cents: 3 x 19.99 is 3 x 1999 = 5997 cents,
// never 59.970000000000006 dollars rounded at the end.

export interface LineItemLike {
  quantity: number;
  rate: number;
}

export const MAX_QUANTITY = 100_000;
export const MAX_RATE = 10_000_000;

/** A dollar rate as whole cents, or null when it has more than two decimals. */
export function rateToCents(rate: number): number | null {
  if (!Number.isFinite(rate)) return null;
  const cents = Math.round(rate * 100);
  // 0.1 * 100 is 10.000000000000002: allow float noise, refuse a real third decimal.
  return Math.abs(rate * 100 - cents) < 1e-6 ? cents : null;
}

export function hasAtMostTwoDecimals(rate: number): boolean {
  return rateToCents(rate) !== null;
}

/** quantity x rate in cents; NaN when the rate is not a whole number of cents. */
export function lineTotalCents(item: LineItemLike): number {
  const cents = rateToCents(item.rate);
  if (cents === null || !Number.isInteger(item.quantity)) return Number.NaN;
  return item.quantity * cents;
}

/** The invoice amount in cents: the sum of quantity x rate over the items. */
export function invoiceAmountCents(items: readonly LineItemLike[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

const dollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123456 -> "$1,234.56" */
export function formatCents(cents: number): string {
  return dollarFormat.format(cents / 100);
}

/** 1 -> "INV-001", 1000 -> "INV-1000": three digits at least, more when needed. */
export function formatInvoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(3, '0')}`;
}
