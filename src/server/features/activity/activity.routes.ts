import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityPageSchema, activityQuerySchema } from '../../../core/schemas/team.js';
import { KeptAnswers } from '../../lib/kept-answer.js';
import { STAFF } from '../../plugins/auth.js';
import { readActivityPage } from './activity.service.js';

/** What a page of the log reads (decision 215): the entries, people's and projects' names. */
const ACTIVITY_VERSIONS = ['activity_log', 'users', 'projects'];

// The activity log (issue 15): who changed what, when. Owner and office only.
export async function activityRoutes(app: FastifyInstance) {
  // The same for owner and office: kept per query until an entry, a person or a project
  // changes (decision 215); built as the schema would serialize it.
  const pages = new KeptAnswers(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/activity',
    {
      config: { roles: STAFF, keptFrom: ACTIVITY_VERSIONS },
      schema: { querystring: activityQuerySchema, response: { 200: activityPageSchema } },
    },
    async (request, reply) => {
      const { projectId, userId, cursor, limit } = request.query;
      const key = JSON.stringify([
        projectId ?? null,
        userId ?? null,
        cursor ?? null,
        limit ?? null,
      ]);
      return pages
        .get(key)
        .send(request, reply, async () =>
          JSON.stringify(
            z.encode(activityPageSchema, await readActivityPage(app.db, request.query)),
          ),
        );
    },
  );
}
