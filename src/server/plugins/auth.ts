import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../core/schemas/auth.js';
import type { ActiveSession } from '../lib/sessions.js';
import { resolveSession, SESSION_COOKIE } from '../lib/sessions.js';
import { looksLikeApiPath } from '../lib/request-path.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Reachable without signing in. Every route that does not say so needs a
     * session, whatever its path, including routes added later.
     */
    public?: boolean;
    /**
     * Who may call a private route. Every private API route names its roles
     * (a route without them is refused at registration); records of projects a
     * field user is not a member of answer 404 in the services.
     */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

/** True when the route that matched this request was declared public. */
export function isPublicRoute(request: FastifyRequest): boolean {
  return !request.is404 && request.routeOptions.config?.public === true;
}

/** True when the route that matched is one of the API's (by its declared pattern, not the URL). */
export function isApiRoute(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  return !request.is404 && pattern !== undefined && pattern.startsWith('/api');
}

/**
 * Default deny, decided by the route that matched (never by the URL text, which
 * the router decodes and normalises differently): a route is private unless it
 * declares `config: { public: true }`. Requests that match no route go to the
 * not-found handler; a signed-out visitor gets 401 for anything that would be
 * an API path, so unknown and known routes look the same from outside.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) {
      return reply.status(403).send({ message: 'Cross-site requests are not allowed.' });
    }
    const isPublic = isPublicRoute(request);
    // The web app's files and pages need no session lookup.
    if (isPublic && !isApiRoute(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = await resolveSession(app.db, token);
    if (isPublic || request.session) return;
    if (request.is404 && !looksLikeApiPath(request.raw.url ?? '')) return;
    return reply.status(401).send({ message: 'Please sign in to continue.' });
  });
}
