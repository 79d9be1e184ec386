import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  businessProfileInputSchema,
  businessProfileSchema,
} from '../../../core/schemas/business.js';
import { getSetting, setSetting } from '../../settings/settings.js';

// The issuer printed on invoices (name, address, e-mail, phone): one setting.
export async function businessRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/settings/business-profile',
    { schema: { response: { 200: businessProfileSchema } } },
    () => getSetting(app.db, 'businessProfile'),
  );

  routes.put(
    '/api/settings/business-profile',
    { schema: { body: businessProfileInputSchema, response: { 200: businessProfileSchema } } },
    async (request) => {
      await setSetting(app.db, 'businessProfile', request.body);
      return request.body;
    },
  );
}
