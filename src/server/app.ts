import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RawRequestDefaultExpression } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { activityRoutes } from './features/activity/index.js';
import { authRoutes } from './features/auth/index.js';
import { benchRoutes } from './features/bench/index.js';
import { docsRoutes } from './features/docs/index.js';
import { businessRoutes } from './features/business/index.js';
import { invoicesRoutes } from './features/invoices/index.js';
import { searchRoutes } from './features/search/index.js';
import { contactsRoutes } from './features/contacts/index.js';
import { dataTransferRoutes } from './features/data-transfer/index.js';
import { dailyLogRoutes } from './features/daily-log/index.js';
import { approvalPublicRoutes, estimatesRoutes } from './features/estimates/index.js';
import { dashboardRoutes, gettingStartedRoutes } from './features/dashboard/index.js';
import { healthRoutes } from './features/health/index.js';
import { mailRoutes } from './features/mail/index.js';
import { summariesRoutes } from './features/summaries/index.js';
import { shareRoutes, updatesRoutes } from './features/updates/index.js';
import { projectsRoutes } from './features/projects/index.js';
import { tasksRoutes } from './features/tasks/index.js';
import { usersRoutes } from './features/users/index.js';
import { uploadsRoutes } from './features/uploads/index.js';
import { localeRoutes } from './features/locale/index.js';
import { schedulesRoutes } from './features/schedules/index.js';
import { invoicePortalLink, portalPublicRoutes, portalRoutes } from './features/portal/index.js';
import { httpTimeouts } from './lib/http-timeouts.js';
import { usePlainZodMessages } from './lib/plain-zod-messages.js';
import type { LoginThrottle } from './lib/login-throttle.js';
import { proxyTrustFunction, trustedPeer, type ProxyTrust } from './lib/proxy-trust.js';
import { registerAuth } from './plugins/auth.js';
import { registerCacheControl } from './plugins/cache-control.js';
import { registerCompression } from './plugins/compression.js';
import { registerDurableWrites } from './plugins/durable-writes.js';
import {
  registerErrorHandling,
  unreadableRequestHandler,
  unreadableUrlHandler,
} from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerReadCache } from './plugins/read-cache.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { defaultWebDir, registerWeb } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Every route registered, for the access-control test and the API docs. */
    routeTable: { method: string; url: string; public: boolean; roles?: readonly string[] }[];
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Where the built web app lives; defaults to dist/web. */
  webDir?: string;
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  loginThrottle?: LoginThrottle;
}

// An incoming X-Request-Id is kept only from a trusted proxy (decision 131) and when short
// and plain (decision 051); otherwise a new one, so a client cannot pick its own log id.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const requestIdFrom = (trust: ProxyTrust) => {
  const fromProxy = trustedPeer(trust);
  return (request: RawRequestDefaultExpression) => {
    const incoming = request.headers['x-request-id'];
    const sane = typeof incoming === 'string' && REQUEST_ID.test(incoming);
    return sane && fromProxy(request.socket?.remoteAddress) ? incoming : randomUUID();
  };
};

/** Builds the whole app (plugins and features) without listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  usePlainZodMessages();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            ...(options.logStream && { stream: options.logStream }),
          },
    genReqId: requestIdFrom(config.TRUST_PROXY),
    // X-Forwarded-For is read from the right, past trusted proxies only (decision 131).
    trustProxy: proxyTrustFunction(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: unreadableUrlHandler(options.db),
    clientErrorHandler: unreadableRequestHandler,
    ...httpTimeouts(config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('config', config);
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !(route.url.startsWith('/api') || route.config?.page)) continue;
      app.routeTable.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        roles: route.config?.roles,
      });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    // A hashed script or style sheet is never looked up by its request (decision 241).
    if (!request.routeOptions.config.subresource) reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerDurableWrites(app);
  registerSecurityHeaders(app);
  registerCacheControl(app);
  await app.register(cookie);
  registerAuth(app);
  registerReadCache(app);
  // After the answer cache: it keeps the plain answer, this compresses what is sent.
  await registerCompression(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes, { throttle: options.loginThrottle });
  await app.register(docsRoutes);
  // Invoice e-mails link the client portal; the portal, which shows invoices, says how.
  await app.register(invoicesRoutes, { portalLink: invoicePortalLink(config) });
  await app.register(businessRoutes);
  await app.register(searchRoutes);
  await app.register(updatesRoutes);
  const webDir = path.resolve(options.webDir ?? defaultWebDir);
  await app.register(shareRoutes, { webDir });
  await app.register(summariesRoutes);
  await app.register(dashboardRoutes);
  await app.register(gettingStartedRoutes);
  await app.register(mailRoutes);
  await app.register(contactsRoutes);
  await app.register(projectsRoutes);
  await app.register(tasksRoutes);
  await app.register(dataTransferRoutes);
  await app.register(uploadsRoutes);
  await app.register(localeRoutes);
  await app.register(schedulesRoutes);
  await app.register(portalRoutes);
  await app.register(portalPublicRoutes);
  await app.register(usersRoutes);
  await app.register(activityRoutes);
  await app.register(dailyLogRoutes);
  await app.register(estimatesRoutes);
  await app.register(approvalPublicRoutes);
  if (config.BENCH_BARE_ROUTE) await app.register(benchRoutes);

  await registerWeb(app, webDir);
  return app;
}
