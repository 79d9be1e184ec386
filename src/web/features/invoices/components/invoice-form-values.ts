import dayjs from 'dayjs';
import { invoiceAmountCents } from '../../../../core/invoice-math';
import type { Invoice } from '../../../../core/schemas/invoice';

export interface LineDraft {
  /** Stable React key for the row. */
  key: string;
  description: string;
  quantity: number | string;
  rate: number | string;
}

/** What the form holds while it is edited; invoiceFormSchema (core) reads it on submit. */
export interface InvoiceFormValues {
  clientId: string | null;
  projectId: string | null;
  date: string | null;
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
});

export const today = () => dayjs().format('YYYY-MM-DD');

export const blankInvoiceValues = (): InvoiceFormValues => ({
  clientId: null,
  projectId: null,
  date: today(),
  items: [blankLine()],
});

export const invoiceValuesOf = (invoice: Invoice): InvoiceFormValues => ({
  clientId: invoice.clientId,
  projectId: invoice.projectId,
  date: invoice.date,
  items: invoice.items.map((item) => ({ key: newKey(), ...item })),
});

/** Line items as numbers, for the live total. */
const itemsOf = (values: InvoiceFormValues) =>
  values.items.map((item) => ({
    description: item.description.trim(),
    quantity: Number(item.quantity),
    rate: Number(item.rate),
  }));

/** The live total in cents; NaN while a line is incomplete. */
export const totalOf = (values: InvoiceFormValues) => invoiceAmountCents(itemsOf(values));
