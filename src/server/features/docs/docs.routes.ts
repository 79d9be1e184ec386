import type { FastifyInstance } from 'fastify';
import { EVERYONE } from '../../plugins/auth.js';
import { renderDocsPage } from './docs-page.js';

// The API's description: for anyone signed in (it describes routes, not data).
export async function docsRoutes(app: FastifyInstance) {
  const config = { roles: EVERYONE };
  app.get('/api/openapi.json', { config, schema: { hide: true } }, async () => app.swagger());

  app.get('/api/docs', { config, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(renderDocsPage(app.swagger() as Parameters<typeof renderDocsPage>[0])),
  );
}
