import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeInputSchema, localeSchema } from '../../../core/schemas/locale.js';
import { LOCALE_SETTING, readLocale } from '../../lib/locale.js';
import { TIME_ZONE_SETTING } from '../../lib/owner-time.js';
import { writeSetting } from '../../lib/settings.js';

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
      await app.db.transaction().execute(async (trx) => {
        await writeSetting(trx, LOCALE_SETTING, { currency, dateFormat });
        if (timeZone) await writeSetting(trx, TIME_ZONE_SETTING, timeZone);
      });
      return readLocale(app.db);
    },
  );
}
