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
      config: { roles: EVERYONE },
      schema: { querystring: searchQuerySchema, response: { 200: searchResultsSchema } },
    },
    async (request) => search(app.db, request.query.q, signedInUser(request)),
  );
}
