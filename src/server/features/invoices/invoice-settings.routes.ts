import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invoiceSettingsInputSchema,
  invoiceSettingsSchema,
} from '../../../core/schemas/invoice-settings.js';
import { inTransaction } from '../../db/transaction.js';
import { signedInUser } from '../../plugins/auth.js';
import { getSetting, setSetting } from '../../settings/settings.js';
import { recordActivity } from '../activity/index.js';
import { MONEY_ROLES } from './invoice-roles.js';

// Settings > Invoicing: default payment terms and the reminder policy (decision 170).
export async function invoiceSettingsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: MONEY_ROLES };

  routes.get(
    '/api/settings/invoicing',
    { config, schema: { response: { 200: invoiceSettingsSchema } } },
    () => getSetting(app.db, 'invoicing'),
  );

  routes.put(
    '/api/settings/invoicing',
    {
      config,
      schema: { body: invoiceSettingsInputSchema, response: { 200: invoiceSettingsSchema } },
    },
    async (request) => {
      await inTransaction(app.db, async (trx) => {
        await setSetting(trx, 'invoicing', request.body);
        await recordActivity(trx, signedInUser(request), {
          action: 'settings.edited',
          entityType: 'settings',
          entityId: null,
          summary: 'changed the payment terms or reminders',
        });
      });
      return getSetting(app.db, 'invoicing');
    },
  );
}
