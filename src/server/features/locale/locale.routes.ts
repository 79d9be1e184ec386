import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeInputSchema, localeSchema } from '../../../core/schemas/locale.js';
import { inTransaction } from '../../db/transaction.js';
import { readLocale } from '../../lib/locale.js';
import { EVERYONE, OWNER_ONLY, signedInUser } from '../../plugins/auth.js';
import { getSetting, setSetting } from '../../settings/settings.js';
import { recordActivity } from '../activity/index.js';

// Business locale: currency and date format, plus the owner's time zone (its own
// setting since decision 034, shown here too so one call gives the whole locale).
export async function localeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Every screen formats dates and amounts with it; the owner sets it.
  routes.get(
    '/api/settings/locale',
    { config: { roles: EVERYONE }, schema: { response: { 200: localeSchema } } },
    () => readLocale(app.db),
  );

  routes.put(
    '/api/settings/locale',
    {
      config: { roles: OWNER_ONLY },
      schema: { body: localeInputSchema, response: { 200: localeSchema } },
    },
    async (request) => {
      const { currency, dateFormat, timeZone, units } = request.body;
      await inTransaction(app.db, async (trx) => {
        // Units left out (a client from before they existed) keep the saved ones.
        const saved = units ?? (await getSetting(trx, 'locale')).units;
        await setSetting(trx, 'locale', { currency, dateFormat, units: saved });
        if (timeZone) await setSetting(trx, 'timeZone', timeZone);
        await recordActivity(trx, signedInUser(request), {
          action: 'settings.edited',
          entityType: 'settings',
          entityId: null,
          summary: 'changed the currency, units, date format or time zone',
        });
      });
      return readLocale(app.db);
    },
  );
}
