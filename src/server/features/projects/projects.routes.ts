import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  projectDependentsSchema,
  projectInputSchema,
  projectSchema,
} from '../../../core/schemas/project.js';
import { notFound } from '../../lib/http-error.js';
import {
  countProjectDependents,
  findProject,
  listProjects,
  mapProject,
} from './projects.queries.js';
import { createProject, editProject, removeProject } from './projects.service.js';

export async function projectsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/projects',
    { config: { cacheable: true }, schema: { response: { 200: z.array(projectSchema) } } },
    async () => (await listProjects(app.db)).map(mapProject),
  );

  routes.post(
    '/api/projects',
    { schema: { body: projectInputSchema, response: { 201: projectSchema } } },
    async (request, reply) =>
      reply.status(201).send(mapProject(await createProject(app.db, request.body))),
  );

  routes.patch(
    '/api/projects/:id',
    {
      schema: {
        params: idParamsSchema,
        body: projectInputSchema,
        response: { 200: projectSchema },
      },
    },
    async (request) => mapProject(await editProject(app.db, request.params.id, request.body)),
  );

  routes.get(
    '/api/projects/:id/dependents',
    { schema: { params: idParamsSchema, response: { 200: projectDependentsSchema } } },
    async (request) => {
      if (!(await findProject(app.db, request.params.id))) throw notFound('Project');
      return countProjectDependents(app.db, request.params.id);
    },
  );

  routes.delete(
    '/api/projects/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeProject(app.db, app.config.DATA_DIR, request.params.id, (error) =>
        request.log.warn({ err: error }, 'could not remove a file of a deleted project'),
      );
      return { message: 'Project deleted' };
    },
  );
}
