import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../core/schemas/common.js';
import { pingDatabase } from './health.queries.js';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { config: { public: true }, schema: { response: { 200: healthSchema, 503: errorSchema } } },
      async (_request, reply) => {
        try {
          await pingDatabase(app.db);
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (error) {
          app.log.error({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ message: 'The database is unreachable.' });
        }
      },
    );
}
