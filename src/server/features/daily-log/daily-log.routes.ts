import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '../../../core/schemas/common.js';
import {
  dateRangeQuerySchema,
  delaySummarySchema,
  lastCrewQuerySchema,
  lastCrewSchema,
  weatherLookupSchema,
  weatherQuerySchema,
  weatherSettingsInputSchema,
  weatherSettingsSchema,
  weeklyReportQuerySchema,
} from '../../../core/schemas/daily-log-routes.js';
import { inTransaction } from '../../db/transaction.js';
import { contentDisposition } from '../../lib/storage.js';
import { EVERYONE, OWNER_ONLY, signedInUser } from '../../plugins/auth.js';
import { recordActivity } from '../activity/index.js';
import { delaySummary, lastCrew, weatherForForm } from './daily-log.service.js';
import {
  clearWeatherSettings,
  saveWeatherSettings,
  weatherSettingsView,
} from './weather.service.js';
import { weeklyReportPdf } from './weekly-report.js';

// The daily log's own routes (issue 19): the weather the log form prefills, the last
// crew to copy, delay hours for claims, the weekly PDF report, and Settings > Weather.
// Everyone signed in may read them for the projects they see (a field user: theirs);
// choosing the weather service is the owner's. None is cacheable: the weather comes
// from outside, and the others are cheap.
export async function dailyLogRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const everyone = { roles: EVERYONE };
  const ownerOnly = { roles: OWNER_ONLY };

  routes.get(
    '/api/weather',
    {
      config: everyone,
      schema: {
        querystring: weatherQuerySchema,
        response: { 200: weatherLookupSchema, 404: errorSchema },
      },
    },
    async (request) => weatherForForm(app.db, app.config, request.query, signedInUser(request)),
  );

  routes.get(
    '/api/projects/:id/last-crew',
    {
      config: everyone,
      schema: {
        params: idParamsSchema,
        querystring: lastCrewQuerySchema,
        response: { 200: lastCrewSchema, 404: errorSchema },
      },
    },
    async (request) =>
      lastCrew(app.db, request.params.id, request.query.before, signedInUser(request)),
  );

  routes.get(
    '/api/projects/:id/delays',
    {
      config: everyone,
      schema: {
        params: idParamsSchema,
        querystring: dateRangeQuerySchema,
        response: { 200: delaySummarySchema, 404: errorSchema },
      },
    },
    async (request) =>
      delaySummary(app.db, request.params.id, request.query, signedInUser(request)),
  );

  routes.get(
    '/api/projects/:id/reports/weekly',
    {
      config: everyone,
      schema: {
        params: idParamsSchema,
        querystring: weeklyReportQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, content } = await weeklyReportPdf(
        app.db,
        app.config.DATA_DIR,
        request.params.id,
        request.query.week,
        signedInUser(request),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  routes.get(
    '/api/settings/weather',
    { config: ownerOnly, schema: { response: { 200: weatherSettingsSchema } } },
    async () => weatherSettingsView(app.db, app.config),
  );

  routes.put(
    '/api/settings/weather',
    {
      config: ownerOnly,
      schema: { body: weatherSettingsInputSchema, response: { 200: weatherSettingsSchema } },
    },
    async (request) => {
      await inTransaction(app.db, async (trx) => {
        await saveWeatherSettings(trx, request.body);
        await recordActivity(trx, signedInUser(request), {
          action: 'settings.edited',
          entityType: 'settings',
          entityId: null,
          summary: 'changed the weather service',
        });
      });
      return weatherSettingsView(app.db, app.config);
    },
  );

  // Forgets the saved choice: the environment's (WEATHER_PROVIDER) applies again.
  routes.delete(
    '/api/settings/weather',
    { config: ownerOnly, schema: { response: { 200: weatherSettingsSchema } } },
    async (request) => {
      await inTransaction(app.db, async (trx) => {
        await clearWeatherSettings(trx);
        await recordActivity(trx, signedInUser(request), {
          action: 'settings.edited',
          entityType: 'settings',
          entityId: null,
          summary: 'removed the weather service settings',
        });
      });
      return weatherSettingsView(app.db, app.config);
    },
  );
}
