import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page.js';

export async function docsRoutes(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(renderDocsPage(app.swagger() as Parameters<typeof renderDocsPage>[0])),
  );
}
