import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultsSchema } from '../../../core/schemas/search.js';
import { EVERYONE, signedInUser } from '../../plugins/auth.js';
import { search } from './search.service.js';

export async function searchRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/search',
    {
      // Kept until the next write, per viewer (a field user's results are their own): the
      // same words asked again (Ctrl+K reopened, a second device, the team) cost no query.
      config: { roles: EVERYONE, cacheable: true },
      schema: { querystring: searchQuerySchema, response: { 200: searchResultsSchema } },
    },
    async (request) => search(app.db, request.query.q, signedInUser(request)),
  );
}
