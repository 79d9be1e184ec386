import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sentEmailSchema,
  summaryEmailInputSchema,
  updatesEmailInputSchema,
} from '../../../core/schemas/email.js';
import {
  activityQuerySchema,
  activitySchema,
  dailyUpdateSchema,
  summaryQuerySchema,
  summarySchema,
} from '../../../core/schemas/summary.js';
import { projectScopeOf } from '../../db/project-scope.js';
import { HttpError } from '../../lib/http-error.js';
import { EVERYONE, signedInUser, STAFF } from '../../plugins/auth.js';
import { recordActivity } from '../activity/index.js';
import {
  sendSummaryEmail,
  sendUpdatesEmail,
  senderName,
  type MailContext,
} from './email.service.js';
import { listProjectNamesWithUpdates } from './summaries.queries.js';
import { getActivity, getDailyUpdate, getSummary, getTeamSummary } from './summaries.service.js';

const emailOptionsSchema = z.object({ projects: z.array(z.string()), senderName: z.string() });

// Summaries and the daily update are everyone's (a field user's cover their projects);
// e-mailing them to someone outside is for owner and office.
export async function summariesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const everyone = { roles: EVERYONE };
  const staff = { roles: STAFF };
  const scopeOf = (request: FastifyRequest) => projectScopeOf(signedInUser(request));
  const recordSent = (request: FastifyRequest, summary: string) =>
    recordActivity(app.db, signedInUser(request), {
      action: 'email.sent',
      entityType: 'email',
      entityId: null,
      summary,
    });

  const mailContext = (request: FastifyRequest): MailContext => {
    if (!request.session) throw new HttpError(401, 'Please sign in to continue.');
    return {
      db: app.db,
      config: app.config,
      // Links must reach the recipient: PUBLIC_URL when set, else how we were reached.
      baseUrl:
        app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`,
      username: request.session.user.username,
    };
  };

  routes.get(
    '/api/summaries',
    {
      config: everyone,
      schema: { querystring: summaryQuerySchema, response: { 200: summarySchema } },
    },
    async (request) => getTeamSummary(app.db, request.query.period, undefined, scopeOf(request)),
  );
  // The web client reads the period from its query key: /api/summaries/{period}.
  for (const period of ['daily', 'weekly'] as const) {
    routes.get(
      `/api/summaries/${period}`,
      {
        config: { ...everyone, cacheable: 'per-day' },
        schema: { response: { 200: summarySchema } },
      },
      async (request) => getTeamSummary(app.db, period, undefined, scopeOf(request)),
    );
  }

  routes.get(
    '/api/summaries/activity',
    {
      config: everyone,
      schema: { querystring: activityQuerySchema, response: { 200: activitySchema } },
    },
    async (request) => getActivity(app.db, request.query.weeks, undefined, scopeOf(request)),
  );

  // What the summary e-mail will hold (the Email dialog's preview): the updates a client
  // may see, not the team's count on the dashboard, which includes internal ones.
  routes.get(
    '/api/summaries/email-preview',
    {
      config: staff,
      schema: { querystring: summaryQuerySchema, response: { 200: summarySchema } },
    },
    async (request) =>
      (await getSummary(app.db, request.query.period, undefined, 'client')).summary,
  );

  routes.get(
    '/api/summaries/email-options',
    { config: staff, schema: { response: { 200: emailOptionsSchema } } },
    async (request) => ({
      projects: await listProjectNamesWithUpdates(app.db),
      senderName: await senderName(app.db, mailContext(request).username),
    }),
  );

  routes.get(
    '/api/daily-update',
    {
      config: { ...everyone, cacheable: 'per-day' },
      schema: { response: { 200: dailyUpdateSchema } },
    },
    async (request) => getDailyUpdate(app.db, undefined, scopeOf(request)),
  );

  routes.post(
    '/api/summaries/email',
    {
      config: staff,
      schema: { body: summaryEmailInputSchema, response: { 200: sentEmailSchema } },
    },
    async (request) => {
      const sent = await sendSummaryEmail(mailContext(request), request.body);
      await recordSent(
        request,
        `e-mailed the ${request.body.period ?? 'daily'} summary to ${request.body.recipient}`,
      );
      return { message: `Summary sent to ${request.body.recipient}`, ...sent };
    },
  );

  routes.post(
    '/api/send-email',
    {
      config: staff,
      schema: { body: updatesEmailInputSchema, response: { 200: sentEmailSchema } },
    },
    async (request) => {
      const sent = await sendUpdatesEmail(mailContext(request), request.body);
      await recordSent(request, `e-mailed project updates to ${request.body.recipient}`);
      return { message: `Project updates sent to ${request.body.recipient}`, ...sent };
    },
  );
}
