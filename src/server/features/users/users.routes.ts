import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../core/schemas/common.js';
import {
  invitationSchema,
  teamUserSchema,
  userCreatedSchema,
  userCreateSchema,
  userPatchSchema,
} from '../../../core/schemas/team.js';
import { OWNER_ONLY, signedInUser } from '../../plugins/auth.js';
import { listUsers } from './users.queries.js';
import {
  createUser,
  editUser,
  renewInvitation,
  toTeamUser,
  type TeamContext,
} from './users.service.js';

// Settings > Team (issue 15): owner only.
export async function usersRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ownerOnly = { roles: OWNER_ONLY };

  const context = (request: FastifyRequest): TeamContext => ({
    db: app.db,
    config: app.config,
    // Links must reach the person: PUBLIC_URL when set, else how we were reached.
    baseUrl: app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`,
    actor: signedInUser(request),
    onMailError: (error) => request.log.warn({ err: error }, 'could not e-mail an invitation'),
  });

  routes.get(
    '/api/users',
    { config: ownerOnly, schema: { response: { 200: z.array(teamUserSchema) } } },
    async () => (await listUsers(app.db)).map(toTeamUser),
  );

  routes.post(
    '/api/users',
    { config: ownerOnly, schema: { body: userCreateSchema, response: { 201: userCreatedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createUser(context(request), request.body)),
  );

  routes.patch(
    '/api/users/:id',
    {
      config: ownerOnly,
      schema: { params: idParamsSchema, body: userPatchSchema, response: { 200: teamUserSchema } },
    },
    async (request) => editUser(context(request), request.params.id, request.body),
  );

  routes.post(
    '/api/users/:id/invitation',
    { config: ownerOnly, schema: { params: idParamsSchema, response: { 200: invitationSchema } } },
    async (request) => renewInvitation(context(request), request.params.id),
  );
}
