import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  taxRateInputSchema,
  taxRatePatchSchema,
  taxRateSchema,
} from '../../../core/schemas/tax-rate.js';
import { signedInUser } from '../../plugins/auth.js';
import { MONEY_ROLES } from './invoice-roles.js';
import {
  createTaxRate,
  editTaxRate,
  listTaxRateViews,
  removeTaxRate,
} from './tax-rates.service.js';

// Settings > Tax rates (decision 170): create, rename, (de)activate, delete when unused.
export async function taxRatesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: MONEY_ROLES };

  routes.get(
    '/api/tax-rates',
    { config, schema: { response: { 200: z.array(taxRateSchema) } } },
    () => listTaxRateViews(app.db),
  );

  routes.post(
    '/api/tax-rates',
    { config, schema: { body: taxRateInputSchema, response: { 201: taxRateSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createTaxRate(app.db, request.body, signedInUser(request))),
  );

  routes.patch(
    '/api/tax-rates/:id',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: taxRatePatchSchema,
        response: { 200: taxRateSchema },
      },
    },
    (request) => editTaxRate(app.db, request.params.id, request.body, signedInUser(request)),
  );

  routes.delete(
    '/api/tax-rates/:id',
    { config, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeTaxRate(app.db, request.params.id, signedInUser(request));
      return { message: 'Tax rate deleted' };
    },
  );
}
