import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActiveSession } from '../features/auth/sessions.js';
import { resolveSession, SESSION_COOKIE } from '../features/auth/sessions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in. Every other /api route needs a session. */
    public?: boolean;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

// A state-changing request must come from our own pages: browsers send
// Sec-Fetch-Site and Origin on cross-site requests, and those are refused.
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * Default deny: one hook decides for every /api request. Routes opt out with
 * `config: { public: true }`; unknown /api routes are private too.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApi(request.url)) return;
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) {
      return reply.status(403).send({ message: 'Cross-site requests are not allowed.' });
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = await resolveSession(app.db, token);
    const isPublic = !request.is404 && request.routeOptions.config?.public === true;
    if (!isPublic && !request.session) {
      return reply.status(401).send({ message: 'Please sign in to continue.' });
    }
  });
}
