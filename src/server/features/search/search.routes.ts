import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultsSchema } from '../../../core/schemas/search.js';
import { search } from './search.service.js';

export async function searchRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResultsSchema } } },
    async (request) => search(app.db, request.query.q),
  );
}
