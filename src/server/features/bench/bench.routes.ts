import type { FastifyInstance } from 'fastify';

// Registered only with BENCH_BARE_ROUTE=1 (`npm run bench`): the same server's
// plugins and hooks, but no session and no database, so its requests/s is the
// ceiling every real endpoint is compared with.
export async function benchRoutes(app: FastifyInstance) {
  app.get('/api/bench/bare', { config: { public: true } }, async () => ({ ok: true }));
}
