import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  businessProfileInputSchema,
  businessProfileSchema,
} from '../../../core/schemas/business.js';
import { inTransaction } from '../../db/transaction.js';
import { OWNER_ONLY, signedInUser, STAFF } from '../../plugins/auth.js';
import { getSetting, setSetting } from '../../settings/settings.js';
import { recordActivity } from '../activity/index.js';

// The issuer printed on invoices (name, address, e-mail, phone): one setting.
export async function businessRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The office prints invoices with it; only the owner changes it.
  routes.get(
    '/api/settings/business-profile',
    { config: { roles: STAFF }, schema: { response: { 200: businessProfileSchema } } },
    () => getSetting(app.db, 'businessProfile'),
  );

  routes.put(
    '/api/settings/business-profile',
    {
      config: { roles: OWNER_ONLY },
      schema: { body: businessProfileInputSchema, response: { 200: businessProfileSchema } },
    },
    async (request) => {
      await inTransaction(app.db, async (trx) => {
        await setSetting(trx, 'businessProfile', request.body);
        await recordActivity(trx, signedInUser(request), {
          action: 'settings.edited',
          entityType: 'settings',
          entityId: null,
          summary: 'changed the business profile',
        });
      });
      return request.body;
    },
  );
}
