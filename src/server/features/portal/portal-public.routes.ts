import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  portalFileParamsSchema,
  portalInvoiceParamsSchema,
  portalInvoiceSchema,
  portalQuestionInputSchema,
  portalSummarySchema,
  portalTokenParamsSchema,
  portalUpdateSchema,
  portalUpdatesQuerySchema,
} from '../../../core/schemas/portal.js';
import { fileQuerySchema } from '../../../core/schemas/update.js';
import { mailSource, sendMail, type OutgoingMail } from '../../lib/mailer.js';
import { contentDisposition } from '../../lib/storage.js';
import { sendRendition } from '../updates/index.js';
import { portalInvoicePdf, portalInvoices } from './portal-invoices.js';
import * as portal from './portal-public.service.js';

/** Every portal answer, errors included: never stored, never sent on, never indexed. */
export const PORTAL_HEADERS = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;

// The client portal's public API (decision 160): no sign-in, the token in the path
// is the only key, and every answer is a public shape of core/schemas/portal.ts.
// Not cacheable: answers depend on the time (expiry) and some record views.
export async function portalPublicRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { public: true } as const;
  const errors = { 404: errorSchema, 410: errorSchema };

  // In this plugin's scope only: set before anything else runs, so a 404, 410 or
  // 429 carries them too (the cache-control plugin keeps a header a route set).
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(PORTAL_HEADERS);
  });

  routes.get(
    '/api/portal/:token',
    {
      config,
      schema: {
        params: portalTokenParamsSchema,
        response: { 200: portalSummarySchema, ...errors },
      },
    },
    async (request) => {
      const access = await portal.openPortal(app.db, request.params.token);
      // The page's one call: a view, unless someone of the business is signed in.
      if (!request.session) {
        await portal.recordView(app.db, access, {
          userAgent: request.headers['user-agent'],
          address: request.ip,
        });
      }
      return portal.portalSummary(app.db, access);
    },
  );

  routes.get(
    '/api/portal/:token/updates',
    {
      config,
      schema: {
        params: portalTokenParamsSchema,
        querystring: portalUpdatesQuerySchema,
        response: { 200: z.array(portalUpdateSchema), ...errors },
      },
    },
    async (request) => {
      const access = await portal.openPortal(app.db, request.params.token);
      return portal.portalUpdates(app.db, access, request.query);
    },
  );

  routes.get(
    '/api/portal/:token/files/:fileId',
    { config, schema: { params: portalFileParamsSchema, querystring: fileQuerySchema } },
    async (request, reply) => {
      const access = await portal.openPortal(app.db, request.params.token);
      const file = await portal.portalPhoto(app.db, access, request.params.fileId);
      // A rendition, never the original: no metadata (GPS) reaches a client (decision 201).
      const size = request.query.size ?? 'screen';
      return sendRendition(reply, app.config.DATA_DIR, file, size, PORTAL_HEADERS['cache-control']);
    },
  );

  routes.get(
    '/api/portal/:token/invoices',
    {
      config,
      schema: {
        params: portalTokenParamsSchema,
        response: { 200: z.array(portalInvoiceSchema), ...errors },
      },
    },
    async (request) => {
      const access = await portal.openPortal(app.db, request.params.token);
      return portalInvoices(app.db, access);
    },
  );

  routes.get(
    '/api/portal/:token/invoices/:id/pdf',
    { config, schema: { params: portalInvoiceParamsSchema } },
    async (request, reply) => {
      const access = await portal.openPortal(app.db, request.params.token);
      const pdf = await portalInvoicePdf(app.db, access, request.params.id, {
        byClient: !request.session,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', pdf.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(pdf.bytes);
    },
  );

  routes.post(
    '/api/portal/:token/questions',
    {
      config,
      schema: {
        params: portalTokenParamsSchema,
        body: portalQuestionInputSchema,
        response: { 201: messageSchema, ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const access = await portal.openPortal(app.db, request.params.token);
      const asked = await portal.askQuestion(app.db, access, request.body);
      // Sent after the answer: a slow or absent mail server never keeps the client waiting,
      // and the question is already on the project whatever happens to the e-mail.
      void reply.then(
        () => mailQuestion(app, asked.mail),
        () => undefined,
      );
      return reply
        .status(201)
        .send({ message: 'Thank you. Your question was sent; we will get back to you.' });
    },
  );
}

async function mailQuestion(app: FastifyInstance, build: () => Promise<OutgoingMail | null>) {
  try {
    if ((await mailSource(app.db, app.config)) === 'none') return;
    const mail = await build();
    if (mail) await sendMail(app.db, app.config, mail);
  } catch (error) {
    app.log.warn({ err: error }, 'could not e-mail a client question');
  }
}
