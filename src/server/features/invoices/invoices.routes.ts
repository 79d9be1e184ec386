import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  invoiceCreateWireSchema,
  invoicePatchWireSchema,
  invoiceWireSchema,
} from '../../../core/schemas/invoice.js';
import { toInvoice } from './invoices.mapper.js';
import { listInvoices } from './invoices.queries.js';
import { createInvoice, patchInvoice, removeInvoice } from './invoices.service.js';

// The wire schemas read `items` from JSON text (or an array) and write it back as JSON
// text: handlers and everything behind them see LineItem[].
export async function invoicesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/invoices',
    { schema: { response: { 200: z.array(invoiceWireSchema) } } },
    async () => (await listInvoices(app.db)).map(toInvoice),
  );

  routes.post(
    '/api/invoices',
    { schema: { body: invoiceCreateWireSchema, response: { 201: invoiceWireSchema } } },
    async (request, reply) => {
      const row = await createInvoice(app.db, request.body);
      return reply.status(201).send(toInvoice(row));
    },
  );

  routes.patch(
    '/api/invoices/:id',
    {
      schema: {
        params: idParamsSchema,
        body: invoicePatchWireSchema,
        response: { 200: invoiceWireSchema },
      },
    },
    async (request) => toInvoice(await patchInvoice(app.db, request.params.id, request.body)),
  );

  routes.delete(
    '/api/invoices/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeInvoice(app.db, request.params.id);
      return { message: 'Invoice deleted' };
    },
  );
}
