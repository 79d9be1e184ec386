import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema, loginSchema, userSchema } from '../../../core/schemas/auth.js';
import { messageSchema } from '../../../core/schemas/common.js';
import { HttpError } from '../../lib/http-error.js';
import { LoginThrottle } from '../../lib/login-throttle.js';
import { changePassword, checkCredentials } from './auth.service.js';
import { createSession, endSession, SESSION_COOKIE } from './sessions.js';

function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}

function sessionOf(request: FastifyRequest) {
  // The auth hook has already refused requests without one.
  if (!request.session) throw new HttpError(401, 'Please sign in to continue.');
  return request.session;
}

export async function authRoutes(app: FastifyInstance, options: { throttle?: LoginThrottle }) {
  const throttle = options.throttle ?? new LoginThrottle();
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/auth/user',
    { schema: { response: { 200: userSchema } } },
    async (request) => sessionOf(request).user,
  );

  routes.post(
    '/api/auth/login',
    { config: { public: true }, schema: { body: loginSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const keys = [`ip:${request.ip}`, `user:${request.body.username.toLowerCase()}`];
      const waitMs = throttle.retryAfterMs(keys);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { 'retry-after': String(Math.ceil(waitMs / 1000)) },
        );
      }
      const user = await checkCredentials(app.db, request.body);
      if (!user) {
        throttle.recordFailure(keys);
        throw new HttpError(401, 'Invalid username or password');
      }
      throttle.reset(keys);
      // A fresh token at every sign-in: a session id planted before login is never reused.
      if (request.session) await endSession(app.db, request.session.tokenHash);
      const session = await createSession(app.db, user.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return user;
    },
  );

  routes.post(
    '/api/auth/logout',
    { schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      await endSession(app.db, sessionOf(request).tokenHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Signed out' };
    },
  );

  routes.post(
    '/api/auth/change-password',
    { schema: { body: changePasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      const session = sessionOf(request);
      await changePassword(app.db, session.user.id, session.tokenHash, request.body);
      return { message: 'Password changed successfully' };
    },
  );
}
