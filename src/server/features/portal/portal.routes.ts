import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '../../../core/schemas/auth.js';
import { idParamsSchema } from '../../../core/schemas/common.js';
import {
  portalLinkCreatedSchema,
  portalLinkInputSchema,
  portalLinkSchema,
  activePortalLinkSchema,
  portalViewSchema,
  questionPatchSchema,
  questionSchema,
  unreadQuestionsSchema,
} from '../../../core/schemas/portal.js';
import { signedInUser } from '../../plugins/auth.js';
import * as links from './portal-links.service.js';
import * as questions from './questions.service.js';

// The business's side of the client portal: links and questions, for owner and
// office only (field users never see links, decision 160).
const STAFF_ONLY: readonly Role[] = ['owner', 'office'];

export async function portalRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: STAFF_ONLY };
  // Links must open for the client: PUBLIC_URL when set, else how we were reached.
  const baseUrl = (request: FastifyRequest) =>
    app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

  routes.post(
    '/api/projects/:id/portal-links',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: portalLinkInputSchema,
        response: { 201: portalLinkCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await links.createLink(
        app.db,
        app.config,
        baseUrl(request),
        request.params.id,
        request.body,
        signedInUser(request),
      );
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/api/projects/:id/portal-links',
    {
      config,
      schema: { params: idParamsSchema, response: { 200: z.array(portalLinkSchema) } },
    },
    async (request) => links.listLinks(app.db, request.params.id),
  );

  // The project cards and Settings' sharing card read this once, not a list per project.
  routes.get(
    '/api/portal-links/active',
    { config, schema: { response: { 200: z.array(activePortalLinkSchema) } } },
    async () => links.listActiveLinks(app.db),
  );

  routes.delete(
    '/api/portal-links/:id',
    { config, schema: { params: idParamsSchema, response: { 200: portalLinkSchema } } },
    async (request) => links.revokeLink(app.db, request.params.id, signedInUser(request)),
  );

  routes.post(
    '/api/portal-links/:id/rotate',
    { config, schema: { params: idParamsSchema, response: { 201: portalLinkCreatedSchema } } },
    async (request, reply) => {
      const rotated = await links.rotateLink(
        app.db,
        app.config,
        baseUrl(request),
        request.params.id,
        signedInUser(request),
      );
      return reply.status(201).send(rotated);
    },
  );

  routes.get(
    '/api/portal-links/:id/views',
    {
      config,
      schema: { params: idParamsSchema, response: { 200: z.array(portalViewSchema) } },
    },
    async (request) => links.listViews(app.db, request.params.id),
  );

  routes.get(
    '/api/projects/:id/questions',
    { config, schema: { params: idParamsSchema, response: { 200: z.array(questionSchema) } } },
    async (request) => questions.listProjectQuestions(app.db, request.params.id),
  );

  routes.get(
    '/api/questions/unread-count',
    { config, schema: { response: { 200: unreadQuestionsSchema } } },
    async () => questions.unreadQuestions(app.db),
  );

  routes.patch(
    '/api/questions/:id',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: questionPatchSchema,
        response: { 200: questionSchema },
      },
    },
    async (request) => questions.markQuestion(app.db, request.params.id, request.body.read),
  );
}
