import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/schemas/common.js';
import {
  approvalDecisionSchema,
  approvalResultSchema,
  approvalTokenParamsSchema,
  publicDocumentSchema,
} from '../../../core/schemas/estimate.js';
import { mailSource, sendMail } from '../../lib/mailer.js';
import { contentDisposition } from '../../lib/storage.js';
import { PORTAL_HEADERS } from '../portal/index.js';
import { decide, markViewed, openApproval, publicDocument } from './approval.service.js';
import { decisionEmail } from './estimate-mail.js';
import { estimatePdf } from './estimate-pdf.js';

// The client's approval API (decision 211): no sign-in, the token in the path is the
// only key, every answer is the public shape, with the portal's headers (never stored,
// never sent on as a referrer, never indexed).
export async function approvalPublicRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { public: true } as const;
  const errors = { 404: errorSchema, 410: errorSchema };

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(PORTAL_HEADERS);
  });

  routes.get(
    '/api/approve/:token',
    {
      config,
      schema: {
        params: approvalTokenParamsSchema,
        response: { 200: publicDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const { row } = await openApproval(app.db, request.params.token);
      // Someone of the business previewing the link is not the client viewing it.
      if (!request.session) await markViewed(app.db, row);
      return publicDocument(app.db, row);
    },
  );

  routes.post(
    '/api/approve/:token',
    {
      config,
      schema: {
        params: approvalTokenParamsSchema,
        body: approvalDecisionSchema,
        response: { 200: approvalResultSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await decide(app.db, request.params.token, request.body, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const approved = request.body.decision === 'approve';
      // After the answer: a slow mail server never keeps the client waiting.
      void reply.then(
        async () => {
          try {
            if ((await mailSource(app.db, app.config)) === 'none') return;
            const mail = await decisionEmail(app.db, {
              document: outcome.document,
              name: request.body.name,
              approved,
              reason: request.body.reason ?? null,
            });
            if (mail) await sendMail(app.db, app.config, mail);
          } catch (error) {
            app.log.warn({ err: error }, 'could not e-mail an approval decision');
          }
        },
        () => undefined,
      );
      return {
        message: approved
          ? 'Thank you. Your approval was recorded.'
          : 'Thank you. Your answer was recorded.',
        document: outcome.document,
      };
    },
  );

  routes.get(
    '/api/approve/:token/pdf',
    { config, schema: { params: approvalTokenParamsSchema } },
    async (request, reply) => {
      const { row } = await openApproval(app.db, request.params.token);
      const { content, fileName } = await estimatePdf(app.db, row);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );
}
