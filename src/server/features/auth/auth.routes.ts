import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  loginSchema,
  profilePatchSchema,
  sessionAnswerSchema,
  userSchema,
} from '../../../core/schemas/auth.js';
import { messageSchema } from '../../../core/schemas/common.js';
import {
  acceptInvitationSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
} from '../../../core/schemas/team.js';
import {
  DEVICE_COOKIE,
  DEVICE_SECRET_FILE,
  DeviceCookies,
  type IssuedDeviceCookie,
} from '../../lib/device-cookie.js';
import { HttpError } from '../../lib/http-error.js';
import { LoginThrottle } from '../../lib/login-throttle.js';
import { EVERYONE } from '../../plugins/auth.js';
import { acceptInvitation, readInvitation } from '../users/index.js';
import { changePassword, signIn, startSession, updateProfile } from './auth.service.js';
import { endSession, SESSION_COOKIE } from '../../lib/sessions.js';

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

// Sent only to the sign-in route, the one place that reads it; it outlives
// sign-out on purpose, since it vouches for the browser, not for a session.
function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, device: IssuedDeviceCookie) {
  reply.setCookie(DEVICE_COOKIE, device.value, {
    path: '/api/auth/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    expires: device.expires,
  });
}

function sessionOf(request: FastifyRequest) {
  // The auth hook has already refused requests without one.
  if (!request.session) throw new HttpError(401, 'Please sign in to continue.');
  return request.session;
}

export async function authRoutes(app: FastifyInstance, options: { throttle?: LoginThrottle }) {
  const limits = {
    throttle: options.throttle ?? new LoginThrottle(),
    devices: new DeviceCookies(path.resolve(app.config.DATA_DIR, DEVICE_SECRET_FILE)),
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const everyone = { roles: EVERYONE };

  routes.get(
    '/api/auth/user',
    { config: everyone, schema: { response: { 200: userSchema } } },
    async (request) => sessionOf(request).user,
  );

  // The web app's question "is anyone signed in?": signed out is an answer, not an error,
  // so signed-out pages log no 401 (the spec's GET /api/auth/user above stays as it is).
  routes.get(
    '/api/auth/session',
    { config: { public: true }, schema: { response: { 200: sessionAnswerSchema } } },
    async (request, reply) => {
      // Public, but about this browser's session: never stored by a browser or proxy.
      reply.header('cache-control', 'private, no-store');
      return { user: request.session?.user ?? null };
    },
  );

  routes.patch(
    '/api/auth/user',
    { config: everyone, schema: { body: profilePatchSchema, response: { 200: userSchema } } },
    async (request) => updateProfile(app.db, sessionOf(request).user, request.body),
  );

  routes.post(
    '/api/auth/login',
    { config: { public: true }, schema: { body: loginSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { user, device } = await signIn(app.db, limits, {
        ip: request.ip,
        input: request.body,
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      // A fresh token at every sign-in: a session id planted before login is never reused.
      const session = await startSession(app.db, user, request.session?.tokenHash ?? null);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      setDeviceCookie(request, reply, device);
      return user;
    },
  );

  // The invitation link's page says who is invited before a password is typed, and that a
  // used or withdrawn link no longer works (410), instead of after.
  routes.get(
    '/api/auth/invitation/:token',
    {
      config: { public: true },
      schema: { params: invitationParamsSchema, response: { 200: invitationPreviewSchema } },
    },
    async (request) => readInvitation(app.db, request.params.token),
  );

  // The invitation link's page: the person chooses a password and is signed in.
  routes.post(
    '/api/auth/accept-invitation',
    {
      config: { public: true },
      schema: { body: acceptInvitationSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const { user, session } = await acceptInvitation(app.db, request.body);
      // Whoever was signed in on this browser before is not any more.
      if (request.session) await endSession(app.db, request.session.tokenHash);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return user;
    },
  );

  routes.post(
    '/api/auth/logout',
    { config: everyone, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      await endSession(app.db, sessionOf(request).tokenHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Signed out' };
    },
  );

  routes.post(
    '/api/auth/change-password',
    { config: everyone, schema: { body: changePasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      const session = sessionOf(request);
      await changePassword(app.db, session.user.id, session.tokenHash, request.body);
      return { message: 'Password changed successfully' };
    },
  );
}
