import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Public answers may be stored but are checked with the server before every use. */
const PUBLIC_DEFAULT_CACHING = 'no-cache';

// The same test auth.ts makes: the route that matched says it, never the URL. Only
// reads: the answer to a write (a sign-in included) is never for keeping.
const isPublicRead = (request: FastifyRequest) =>
  !request.is404 &&
  request.routeOptions.config?.public === true &&
  (request.method === 'GET' || request.method === 'HEAD');

/**
 * No browser or proxy may store a private answer (a shared computer's cache or
 * back button would show the owner's data after sign-out): every answer of a
 * route that is not public, 401s and unknown paths included, is `no-store`
 * unless the route chose its own caching (web files, private downloads). A
 * public read keeps its own; without one it is revalidated before every use,
 * since sharing can be switched off at any moment.
 *
 * onSend, so answers sent from a hook (the sign-in check, the answer cache) get
 * it too.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', isPublicRead(request) ? PUBLIC_DEFAULT_CACHING : 'no-store');
    }
    return payload;
  });
}
