import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  taskCountsSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskPatchSchema,
  taskSchema,
} from '../../../core/schemas/task.js';
import { ASSIGNEE_ME } from '../../../core/schemas/team.js';
import { projectScopeOf } from '../../db/project-scope.js';
import { ownerToday } from '../../lib/owner-time.js';
import { EVERYONE, signedInUser, STAFF } from '../../plugins/auth.js';
import { countTasks, listTasks, mapTask } from './tasks.queries.js';
import { createTask, editTask, removeTask } from './tasks.service.js';

// Everyone works with tasks, a field user on their projects only (the queries
// filter by membership); deleting one is for owner and office.
export async function tasksRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const everyone = { roles: EVERYONE };

  routes.get(
    '/api/tasks',
    {
      config: everyone,
      schema: { querystring: taskListQuerySchema, response: { 200: z.array(taskSchema) } },
    },
    async (request) => {
      const user = signedInUser(request);
      const { assignee, ...query } = request.query;
      const assigneeId = assignee === ASSIGNEE_ME ? user.id : assignee;
      return (await listTasks(app.db, { ...query, assigneeId }, projectScopeOf(user))).map(mapTask);
    },
  );

  routes.get(
    '/api/tasks/counts',
    {
      config: everyone,
      schema: {
        querystring: z.object({ projectId: idSchema.optional() }),
        response: { 200: taskCountsSchema },
      },
    },
    async (request) =>
      countTasks(app.db, request.query.projectId, projectScopeOf(signedInUser(request))),
  );

  routes.post(
    '/api/tasks',
    { config: everyone, schema: { body: taskInputSchema, response: { 201: taskSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const task = await createTask(app.db, user, request.body, await ownerToday(app.db));
      return reply.status(201).send(mapTask(task));
    },
  );

  routes.patch(
    '/api/tasks/:id',
    {
      config: everyone,
      schema: { params: idParamsSchema, body: taskPatchSchema, response: { 200: taskSchema } },
    },
    async (request) =>
      mapTask(
        await editTask(
          app.db,
          signedInUser(request),
          request.params.id,
          request.body,
          await ownerToday(app.db),
        ),
      ),
  );

  routes.delete(
    '/api/tasks/:id',
    {
      config: { roles: STAFF },
      schema: { params: idParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await removeTask(app.db, signedInUser(request), request.params.id);
      return { message: 'Task deleted' };
    },
  );
}
