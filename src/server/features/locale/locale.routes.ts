import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeInputSchema, localeSchema } from '../../../core/schemas/locale.js';
import { inTransaction } from '../../db/transaction.js';
import { readLocale } from '../../lib/locale.js';
import { setSetting } from '../../settings/settings.js';

// Business locale: currency and date format, plus the owner's time zone (its own
// setting since decision 034, shown here too so one call gives the whole locale).
export async function localeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/settings/locale', { schema: { response: { 200: localeSchema } } }, () =>
    readLocale(app.db),
  );

  routes.put(
    '/api/settings/locale',
    { schema: { body: localeInputSchema, response: { 200: localeSchema } } },
    async (request) => {
      const { currency, dateFormat, timeZone } = request.body;
      await inTransaction(app.db, async (trx) => {
        await setSetting(trx, 'locale', { currency, dateFormat });
        if (timeZone) await setSetting(trx, 'timeZone', timeZone);
      });
      return readLocale(app.db);
    },
  );
}
