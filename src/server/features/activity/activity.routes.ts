import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityPageSchema, activityQuerySchema } from '../../../core/schemas/team.js';
import { STAFF } from '../../plugins/auth.js';
import { readActivityPage } from './activity.service.js';

// The activity log (issue 15): who changed what, when. Owner and office only.
export async function activityRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/activity',
    {
      config: { roles: STAFF },
      schema: { querystring: activityQuerySchema, response: { 200: activityPageSchema } },
    },
    async (request) => readActivityPage(app.db, request.query),
  );
}
