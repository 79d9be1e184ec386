import dayjs from 'dayjs';
import { invoiceTotals, type InvoiceTotals, type TaxRateLike } from '../../../../core/invoice-math';
import type { InvoiceRecord, LineItem } from '../../../../core/schemas/invoice';

export interface LineDraft {
  /** Stable React key for the row. */
  key: string;
  description: string;
  quantity: number | string;
  rate: number | string;
  /** The line's taxes (at most two). */
  taxRateIds: string[];
  /** 'credit': a discount or credit, subtracted from the total (decision 189). */
  kind: 'item' | 'credit';
}

/** What the form holds while it is edited; invoiceFormSchema (core) reads it on submit. */
export interface InvoiceFormValues {
  clientId: string | null;
  projectId: string | null;
  date: string | null;
  /** Payment terms: days from the date to the due date. */
  termsDays: number | string;
  items: LineDraft[];
}

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;

/** The spec's default line: blank description, quantity 1, rate 0. */
export const blankLine = (): LineDraft => ({
  key: newKey(),
  description: '',
  quantity: 1,
  rate: 0,
  taxRateIds: [],
  kind: 'item',
});

/** A discount or credit line: a description to name it, the amount as a positive rate. */
export const blankCreditLine = (): LineDraft => ({
  ...blankLine(),
  description: 'Discount',
  kind: 'credit',
});

export const today = () => dayjs().format('YYYY-MM-DD');

export const blankInvoiceValues = (termsDays: number): InvoiceFormValues => ({
  clientId: null,
  projectId: null,
  date: today(),
  termsDays,
  items: [blankLine()],
});

export const invoiceValuesOf = (invoice: InvoiceRecord): InvoiceFormValues => ({
  clientId: invoice.clientId,
  projectId: invoice.projectId,
  date: invoice.date,
  termsDays: invoice.termsDays,
  items: invoice.items.map(({ taxRateIds, kind, ...item }) => ({
    key: newKey(),
    ...item,
    taxRateIds: taxRateIds ?? [],
    kind: kind ?? 'item',
  })),
});

/** A line as the API takes it: no taxes sent when the line has none, `kind` only for a credit. */
export const lineOf = (item: {
  description: string;
  quantity: number;
  rate: number;
  taxRateIds?: string[] | undefined;
  kind?: 'item' | 'credit' | undefined;
}): LineItem => {
  const { taxRateIds, kind, ...plain } = item;
  const line: LineItem = kind === 'credit' ? { ...plain, kind } : plain;
  return taxRateIds?.length && kind !== 'credit' ? { ...line, taxRateIds } : line;
};

/** Line items as numbers, for the live totals. */
const itemsOf = (values: InvoiceFormValues) =>
  values.items.map((item) => ({
    description: item.description.trim(),
    quantity: Number(item.quantity),
    rate: Number(item.rate),
    taxRateIds: item.kind === 'credit' ? [] : item.taxRateIds,
    kind: item.kind,
  }));

/** Subtotal, each tax and total in cents; NaN amounts while a line is incomplete. */
export function totalsOf(values: InvoiceFormValues, rates: readonly TaxRateLike[]): InvoiceTotals {
  try {
    return invoiceTotals(itemsOf(values), rates);
  } catch {
    // A line names a rate not loaded (yet): no totals rather than wrong ones.
    return { lines: [], subtotal: Number.NaN, taxes: [], taxTotal: Number.NaN, total: Number.NaN };
  }
}
