import dayjs from 'dayjs';
import { z } from 'zod';
import { invoiceAmountCents } from '../../../../core/invoice-math';
import { isoDateSchema } from '../../../../core/schemas/common';
import { lineItemSchema, parseLineItems, type Invoice } from '../../../../core/schemas/invoice';

export interface LineDraft {
  /** Stable React key for the row. */
  key: string;
  description: string;
  quantity: number | string;
  rate: number | string;
}

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
  items: parseLineItems(invoice.items).map((item) => ({ key: newKey(), ...item })),
});

/** The form's rules: the shared line-item schema plus the required choices. */
export const invoiceFormSchema = z.object({
  clientId: z.string({ message: 'Client is required' }).min(1, 'Client is required'),
  projectId: z.string({ message: 'Project is required' }).min(1, 'Project is required'),
  date: isoDateSchema.nullable().refine((date) => date !== null, 'Date is required'),
  items: z.array(lineItemSchema).min(1, 'Add at least one line item'),
});

/** Line items as numbers, ready to send. */
export const itemsOf = (values: InvoiceFormValues) =>
  values.items.map((item) => ({
    description: item.description.trim(),
    quantity: Number(item.quantity),
    rate: Number(item.rate),
  }));

/** The live total in cents; NaN while a line is incomplete. */
export const totalOf = (values: InvoiceFormValues) => invoiceAmountCents(itemsOf(values));
