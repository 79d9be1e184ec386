import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLES, type Role, type User } from '../../core/schemas/auth.js';
import { HttpError } from '../lib/http-error.js';
import type { ActiveSession } from '../lib/sessions.js';
import { keptVersionNames } from '../lib/kept-answer.js';
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
    /**
     * A page the server writes (the share page, decision 222), not a file of the web build:
     * in the route table beside the API, so the authorization matrix covers it.
     */
    page?: boolean;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Everyone signed in, whatever their role. */
export const EVERYONE: readonly Role[] = ROLES;
/** Owner and office: everything but the team and the system settings. */
export const STAFF: readonly Role[] = ['owner', 'office'];
/** The team, the system settings, the full export. */
export const OWNER_ONLY: readonly Role[] = ['owner'];

/** The signed-in person of a private route (the auth hook refused the request otherwise). */
export function signedInUser(request: FastifyRequest): User {
  if (!request.session) throw new HttpError(401, 'Please sign in to continue.');
  return request.session.user;
}

/**
 * A private API route must name the roles that may call it: one registered
 * without them is a mistake found when the app starts, not a route open to all.
 */
function checkDeclaredRoles(route: { url: string; method: string | string[]; config?: unknown }) {
  const config = route.config as { public?: boolean; roles?: readonly string[] } | undefined;
  if (!route.url.startsWith('/api') || config?.public === true) return;
  const roles = config?.roles;
  const label = `${[route.method].flat().join(',')} ${route.url}`;
  if (!roles || roles.length === 0) {
    throw new Error(`${label} is private but declares no roles: add config.roles`);
  }
  const unknown = roles.filter((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown.length > 0) throw new Error(`${label} names unknown roles: ${unknown.join(', ')}`);
}

const roleRefused = (role: Role) =>
  `Your account (${role}) cannot do this. Ask the business owner if you need it.`;

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
 * declares `config: { public: true }`, and a private API route names the roles
 * that may call it (`config.roles`; others get 403 before the handler runs).
 * Requests that match no route go to the not-found handler; a signed-out visitor
 * gets 401 for anything that would be an API path, so unknown and known routes
 * look the same from outside.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.addHook('onRoute', checkDeclaredRoles);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) {
      return reply.status(403).send({ message: 'Cross-site requests are not allowed.' });
    }
    const isPublic = isPublicRoute(request);
    // The web app's files and pages need no session lookup.
    if (isPublic && !isApiRoute(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.session = await resolveSession(app.db, token, undefined, keptVersionNames(request));
    }
    if (isPublic) return;
    if (request.session) {
      // Decided before the handler runs, from the route that matched.
      const roles = request.is404 ? undefined : request.routeOptions.config?.roles;
      const { role } = request.session.user;
      if (roles && !roles.includes(role)) {
        return reply.status(403).send({ message: roleRefused(role) });
      }
      return;
    }
    if (request.is404 && !looksLikeApiPath(request.raw.url ?? '')) return;
    return reply.status(401).send({ message: 'Please sign in to continue.' });
  });
}
