import { z } from 'zod';
import { AGING_BUCKETS } from '../invoice-math.js';
import { idSchema } from './common.js';
import { invoiceRecordWireSchema } from './invoice.js';

// What is owed (decisions 170 and 203): the invoice summary the dashboard, the Invoices
// screen and a project's page show, and the totals per project of the project cards.

export const agingSchema = z.object(
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, z.number().int()])) as Record<
    (typeof AGING_BUCKETS)[number],
    z.ZodNumber
  >,
);
export type Aging = z.infer<typeof agingSchema>;

/** GET /api/invoices/summary query: the whole business, or one project. */
export const invoiceSummaryQuerySchema = z.object({ projectId: idSchema.optional() });

/**
 * GET /api/invoices/summary, in cents. outstanding: balances of issued invoices;
 * overdue: the part past its due date; aging: outstanding by days past due; invoiced and
 * paid: totals of every issued invoice (void and drafts left out); oldestUnpaid: the five
 * unpaid invoices due longest ago.
 */
export const invoiceSummarySchema = z.object({
  outstanding: z.number().int(),
  overdue: z.number().int(),
  paidThisMonth: z.number().int(),
  aging: agingSchema,
  invoiced: z.number().int(),
  paid: z.number().int(),
  oldestUnpaid: z.array(invoiceRecordWireSchema),
  /** How many invoices `invoiced` adds up (decision 203: a project's page shows it). */
  invoiceCount: z.number().int(),
});
export type InvoiceSummaryWire = z.input<typeof invoiceSummarySchema>;
export type InvoiceSummary = z.output<typeof invoiceSummarySchema>;

/**
 * GET /api/invoices/project-totals, in cents: each invoiced project's invoiced, paid and
 * outstanding amounts (the summary's rules), for the project cards (issue 20).
 */
export const projectInvoiceTotalsSchema = z.array(
  z.object({
    projectId: z.string(),
    invoiced: z.number().int(),
    paid: z.number().int(),
    outstanding: z.number().int(),
    invoiceCount: z.number().int(),
  }),
);
export type ProjectInvoiceTotals = z.infer<typeof projectInvoiceTotalsSchema>;
