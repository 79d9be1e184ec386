import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  changeOrderCreateSchema,
  contractSchema,
  documentSchema,
  documentSendSchema,
  documentSentSchema,
  estimateCreateSchema,
  estimatePatchSchema,
  financialsSchema,
  progressInvoiceInputSchema,
} from '../../../core/schemas/estimate.js';
import { invoicePdfQuerySchema, invoiceRecordWireSchema } from '../../../core/schemas/invoice.js';
import { mailSource, sendMail } from '../../lib/mailer.js';
import { contentDisposition } from '../../lib/storage.js';
import { signedInUser } from '../../plugins/auth.js';
import { publicDocument } from './approval.service.js';
import { createProgressInvoice, projectContract, projectFinancials } from './billing.service.js';
import { approvalLinkEmail } from './estimate-mail.js';
import { estimatePdf } from './estimate-pdf.js';
import * as estimates from './estimates.service.js';
import { findEstimate } from './estimates.queries.js';
import { kindOf } from './document.js';
import { notFound } from '../../lib/http-error.js';
import type { DocumentKind } from '../../../core/schemas/estimate.js';

/** Money is never for field users: estimates are for these roles only (issue 21). */
const ESTIMATE_ROLES = ['owner', 'office'] as const;

// Estimates, change orders and billing from the contract (issue 21, decisions 210-212).
export async function estimatesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: ESTIMATE_ROLES };
  const baseUrl = (request: FastifyRequest) =>
    app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

  /** A document of one kind by id: the other kind's id answers 404 like an unknown one. */
  const ofKind = async (id: string, kind: DocumentKind) => {
    const row = await findEstimate(app.db, id);
    if (!row || kindOf(row) !== kind) {
      throw notFound(kind === 'estimate' ? 'Estimate' : 'Change order');
    }
    return row;
  };

  routes.get(
    '/api/estimates',
    { config, schema: { response: { 200: z.array(documentSchema) } } },
    () => estimates.listEstimates(app.db),
  );

  routes.post(
    '/api/projects/:id/estimates',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: estimateCreateSchema,
        response: { 201: documentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await estimates.createEstimate(
            app.db,
            request.params.id,
            request.body,
            signedInUser(request),
          ),
        ),
  );

  routes.get(
    '/api/projects/:id/estimates',
    { config, schema: { params: idParamsSchema, response: { 200: z.array(documentSchema) } } },
    (request) => estimates.listDocuments(app.db, request.params.id, 'estimate'),
  );

  routes.get(
    '/api/estimates/:id',
    { config, schema: { params: idParamsSchema, response: { 200: documentSchema } } },
    async (request) => {
      await ofKind(request.params.id, 'estimate');
      return estimates.readDocument(app.db, request.params.id);
    },
  );

  routes.patch(
    '/api/estimates/:id',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: estimatePatchSchema,
        response: { 200: documentSchema },
      },
    },
    (request) =>
      estimates.patchEstimate(app.db, request.params.id, request.body, signedInUser(request)),
  );

  routes.post(
    '/api/estimates/:id/revise',
    { config, schema: { params: idParamsSchema, response: { 201: documentSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await estimates.reviseEstimate(app.db, request.params.id, signedInUser(request))),
  );

  const send = async (
    request: FastifyRequest,
    id: string,
    body: z.output<typeof documentSendSchema>,
  ) => {
    const issued = await estimates.issueApprovalLink(app.db, id, body.to, signedInUser(request));
    const url = `${baseUrl(request)}/approve/${issued.token}`;
    let emailedTo: string | null = null;
    let emailError: string | null = null;
    if ((await mailSource(app.db, app.config)) !== 'none') {
      try {
        const row = (await findEstimate(app.db, id))!;
        await sendMail(
          app.db,
          app.config,
          await approvalLinkEmail(app.db, {
            to: body.to,
            url,
            document: await publicDocument(app.db, row),
            message: body.message ?? null,
            expiresAt: issued.expiresAt,
          }),
        );
        emailedTo = body.to;
      } catch (error) {
        // The link works anyway: the owner copies it from the answer instead.
        emailError = error instanceof Error ? error.message : String(error);
      }
    } else {
      emailError = 'E-mail is not set up; copy the link and send it yourself.';
    }
    return {
      url,
      expiresAt: issued.expiresAt,
      emailedTo,
      emailError,
      document: await estimates.readDocument(app.db, id),
    };
  };

  // One send for both kinds; the other kind's id answers 404 like an unknown one.
  for (const [path, kind] of [
    ['/api/estimates/:id/send', 'estimate'],
    ['/api/change-orders/:id/send', 'change_order'],
  ] as const) {
    routes.post(
      path,
      {
        config,
        schema: {
          params: idParamsSchema,
          body: documentSendSchema,
          response: { 200: documentSentSchema },
        },
      },
      async (request) => {
        await ofKind(request.params.id, kind);
        return send(request, request.params.id, request.body);
      },
    );
  }

  routes.post(
    '/api/estimates/:id/revoke-link',
    { config, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await estimates.revokeApprovalLinks(app.db, request.params.id, signedInUser(request));
      return { message: 'The approval link no longer works.' };
    },
  );

  routes.get(
    '/api/estimates/:id/pdf',
    { config, schema: { params: idParamsSchema, querystring: invoicePdfQuerySchema } },
    async (request, reply) => {
      const row = await findEstimate(app.db, request.params.id);
      if (!row) throw notFound('Estimate');
      const { content, fileName } = await estimatePdf(app.db, row);
      const disposition = request.query.inline === 'true' ? 'inline' : 'attachment';
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(disposition, fileName))
        .header('cache-control', 'no-store')
        .send(content);
    },
  );

  routes.post(
    '/api/projects/:id/change-orders',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: changeOrderCreateSchema,
        response: { 201: documentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await estimates.createChangeOrder(
            app.db,
            request.params.id,
            request.body,
            signedInUser(request),
          ),
        ),
  );

  routes.get(
    '/api/projects/:id/change-orders',
    { config, schema: { params: idParamsSchema, response: { 200: z.array(documentSchema) } } },
    (request) => estimates.listDocuments(app.db, request.params.id, 'change_order'),
  );

  routes.get(
    '/api/projects/:id/financials',
    { config, schema: { params: idParamsSchema, response: { 200: financialsSchema } } },
    (request) => projectFinancials(app.db, request.params.id),
  );

  routes.get(
    '/api/projects/:id/contract',
    { config, schema: { params: idParamsSchema, response: { 200: contractSchema } } },
    (request) => projectContract(app.db, request.params.id),
  );

  routes.post(
    '/api/projects/:id/progress-invoices',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: progressInvoiceInputSchema,
        response: { 201: invoiceRecordWireSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createProgressInvoice(
            app.db,
            request.params.id,
            request.body,
            signedInUser(request),
          ),
        ),
  );
}
