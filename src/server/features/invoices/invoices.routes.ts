import type { FastifyInstance } from 'fastify';
import { noPortalLink, type InvoicePortalLink } from './client-link.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  invoiceCreateWireSchema,
  invoiceDetailWireSchema,
  invoiceListQuerySchema,
  invoicePatchWireSchema,
  invoicePdfQuerySchema,
  invoiceRecordWireSchema,
  invoiceSendSchema,
  invoiceSentSchema,
  paymentDeletedSchema,
  paymentInputSchema,
  paymentResultSchema,
  paymentSchema,
  type InvoiceRecord,
} from '../../../core/schemas/invoice.js';
import {
  invoiceSummaryQuerySchema,
  invoiceSummarySchema,
  projectInvoiceTotalsSchema,
} from '../../../core/schemas/invoice-summary.js';
import { notFound } from '../../lib/http-error.js';
import { KeptAnswer, KeptAnswers } from '../../lib/kept-answer.js';
import { ownerToday } from '../../lib/owner-time.js';
import { contentDisposition } from '../../lib/storage.js';
import { signedInUser } from '../../plugins/auth.js';
import { invoicePdf } from './invoice-file.js';
import { MONEY_ROLES } from './invoice-roles.js';
import { invoiceListJson, toInvoiceEvent, toInvoiceRecord, toPayment } from './invoices.mapper.js';
import { findInvoice } from './invoices.queries.js';
import { listEvents } from './invoice-events.queries.js';
import { listInvoicePage } from './list.service.js';
import { createInvoice, patchInvoice, removeInvoice } from './invoices.service.js';
import { listPayments } from './payments.queries.js';
import { addPayment, removePayment } from './payments.service.js';
import { sendInvoice } from './send.service.js';
import { totalsByProject } from './summary.queries.js';
import { invoiceSummary } from './summary.service.js';
import { NEXT_CURSOR_HEADER } from '../../../core/updates.js';

// The wire schemas read `items` from JSON text (or an array) and write it back as JSON
// text: handlers and everything behind them see LineItem[]. Money is never for field
// users: every route here names the owner and office roles. `overdue` depends on the
// owner's today: the list is cached per day (decision 203); the summary is kept per day
// and the totals per project are kept, both until an invoice or a payment changes
// (decision 218). No other answer is cached.
/** What is owed reads invoices and payments only (migration 1720). */
const OWED_VERSIONS = ['invoices'];

export async function invoicesRoutes(
  app: FastifyInstance,
  options: { portalLink?: InvoicePortalLink },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: MONEY_ROLES };
  const today = () => ownerToday(app.db);
  const summaries = new KeptAnswers(app.db);
  const projectTotals = new KeptAnswer(app.db);

  const existing = async (id: string) => {
    const row = await findInvoice(app.db, id);
    if (!row) throw notFound('Invoice');
    return row;
  };

  routes.get(
    '/api/invoices',
    {
      // The answer depends on the owner's today (overdue): kept per day (decision 203).
      config: { ...config, cacheable: 'per-day' },
      schema: {
        querystring: invoiceListQuerySchema,
        response: { 200: z.array(invoiceRecordWireSchema) },
      },
      // Records made by toInvoiceRecord, written without checking each one against the
      // schema again: that check was most of a long list's time (decision 203).
      serializerCompiler: () => (data) => invoiceListJson(data as InvoiceRecord[]),
    },
    async (request, reply) => {
      const page = await listInvoicePage(app.db, request.query, await today());
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.invoices;
    },
  );

  routes.post(
    '/api/invoices',
    {
      config,
      schema: { body: invoiceCreateWireSchema, response: { 201: invoiceRecordWireSchema } },
    },
    async (request, reply) => {
      const row = await createInvoice(app.db, request.body, signedInUser(request));
      return reply.status(201).send(toInvoiceRecord(row, await today()));
    },
  );

  routes.get(
    '/api/invoices/summary',
    {
      config: { ...config, keptFrom: OWED_VERSIONS },
      schema: { querystring: invoiceSummaryQuerySchema, response: { 200: invoiceSummarySchema } },
    },
    // Kept per day and project until an invoice or a payment changes (decision 218).
    async (request, reply) => {
      const day = await today();
      const { projectId } = request.query;
      return summaries
        .get(JSON.stringify([day, projectId ?? null]))
        .send(request, reply, async () =>
          JSON.stringify(
            z.encode(invoiceSummarySchema, await invoiceSummary(app.db, day, projectId)),
          ),
        );
    },
  );

  routes.get(
    '/api/invoices/project-totals',
    {
      config: { ...config, keptFrom: OWED_VERSIONS },
      schema: { response: { 200: projectInvoiceTotalsSchema } },
    },
    // Kept until an invoice or a payment changes (decision 218).
    async (request, reply) =>
      projectTotals.send(request, reply, async () =>
        JSON.stringify(z.encode(projectInvoiceTotalsSchema, await totalsByProject(app.db))),
      ),
  );

  routes.get(
    '/api/invoices/:id',
    { config, schema: { params: idParamsSchema, response: { 200: invoiceDetailWireSchema } } },
    async (request) => {
      const row = await existing(request.params.id);
      const [payments, events] = await Promise.all([
        listPayments(app.db, row.id),
        listEvents(app.db, row.id),
      ]);
      return {
        ...toInvoiceRecord(row, await today()),
        payments: payments.map(toPayment),
        events: events.map(toInvoiceEvent),
      };
    },
  );

  routes.patch(
    '/api/invoices/:id',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: invoicePatchWireSchema,
        response: { 200: invoiceRecordWireSchema },
      },
    },
    async (request) =>
      toInvoiceRecord(
        await patchInvoice(app.db, request.params.id, request.body, signedInUser(request)),
        await today(),
      ),
  );

  routes.delete(
    '/api/invoices/:id',
    { config, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeInvoice(app.db, request.params.id, signedInUser(request));
      return { message: 'Invoice deleted' };
    },
  );

  // The business's own copy: reading it never marks the invoice viewed.
  routes.get(
    '/api/invoices/:id/pdf',
    { config, schema: { params: idParamsSchema, querystring: invoicePdfQuerySchema } },
    async (request, reply) => {
      const row = await existing(request.params.id);
      const { content, fileName } = await invoicePdf(app.db, row, await today());
      const disposition = request.query.inline === 'true' ? 'inline' : 'attachment';
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(disposition, fileName))
        .header('cache-control', 'no-store')
        .send(content);
    },
  );

  routes.post(
    '/api/invoices/:id/send',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: invoiceSendSchema,
        response: { 200: invoiceSentSchema },
      },
    },
    async (request) => {
      const row = await sendInvoice(
        app.db,
        app.config,
        request.params.id,
        request.body,
        signedInUser(request),
        {
          link: options.portalLink ?? noPortalLink,
          // A portal URL in the e-mail must open for the client: how we were reached,
          // when PUBLIC_URL is not set (as a new portal link's URL).
          origin: `${request.protocol}://${request.host}`,
        },
      );
      const invoice = toInvoiceRecord(row, await today());
      return { message: `Invoice ${invoice.invoiceNumber} sent to ${request.body.to}`, invoice };
    },
  );

  routes.get(
    '/api/invoices/:id/payments',
    { config, schema: { params: idParamsSchema, response: { 200: z.array(paymentSchema) } } },
    async (request) => {
      const row = await existing(request.params.id);
      return (await listPayments(app.db, row.id)).map(toPayment);
    },
  );

  routes.post(
    '/api/invoices/:id/payments',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: paymentInputSchema,
        response: { 201: paymentResultSchema },
      },
    },
    async (request, reply) => {
      const { payment, invoice } = await addPayment(
        app.db,
        request.params.id,
        request.body,
        signedInUser(request),
      );
      return reply
        .status(201)
        .send({ payment: toPayment(payment), invoice: toInvoiceRecord(invoice, await today()) });
    },
  );

  routes.delete(
    '/api/payments/:id',
    { config, schema: { params: idParamsSchema, response: { 200: paymentDeletedSchema } } },
    async (request) => {
      const invoice = await removePayment(app.db, request.params.id, signedInUser(request));
      return { message: 'Payment deleted', invoice: toInvoiceRecord(invoice, await today()) };
    },
  );
}
