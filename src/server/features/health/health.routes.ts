import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './health.queries.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ message: 'The database is unreachable.' });
    }
  });
}
