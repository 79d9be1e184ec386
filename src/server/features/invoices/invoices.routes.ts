import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  invoiceCreateSchema,
  invoicePatchSchema,
  invoiceSchema,
} from '../../../core/schemas/invoice.js';
import { notFound } from '../../lib/http-error.js';
import { deleteInvoice, listInvoices, toInvoice } from './invoices.queries.js';
import { createInvoice, patchInvoice } from './invoices.service.js';

export async function invoicesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/invoices', { schema: { response: { 200: z.array(invoiceSchema) } } }, async () =>
    (await listInvoices(app.db)).map(toInvoice),
  );

  routes.post(
    '/api/invoices',
    { schema: { body: invoiceCreateSchema, response: { 201: invoiceSchema } } },
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
        body: invoicePatchSchema,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => toInvoice(await patchInvoice(app.db, request.params.id, request.body)),
  );

  routes.delete(
    '/api/invoices/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await deleteInvoice(app.db, request.params.id))) throw notFound('Invoice');
      return { message: 'Invoice deleted' };
    },
  );
}
