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
import { notFound } from '../../lib/http-error.js';
import { ownerToday } from '../../lib/owner-time.js';
import { countTasks, deleteTask, listTasks, mapTask } from './tasks.queries.js';
import { createTask, editTask } from './tasks.service.js';

export async function tasksRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/tasks',
    { schema: { querystring: taskListQuerySchema, response: { 200: z.array(taskSchema) } } },
    async (request) => (await listTasks(app.db, request.query)).map(mapTask),
  );

  routes.get(
    '/api/tasks/counts',
    {
      schema: {
        querystring: z.object({ projectId: idSchema.optional() }),
        response: { 200: taskCountsSchema },
      },
    },
    async (request) => countTasks(app.db, request.query.projectId),
  );

  routes.post(
    '/api/tasks',
    { schema: { body: taskInputSchema, response: { 201: taskSchema } } },
    async (request, reply) => {
      const task = await createTask(app.db, request.body, await ownerToday(app.db));
      return reply.status(201).send(mapTask(task));
    },
  );

  routes.patch(
    '/api/tasks/:id',
    { schema: { params: idParamsSchema, body: taskPatchSchema, response: { 200: taskSchema } } },
    async (request) =>
      mapTask(await editTask(app.db, request.params.id, request.body, await ownerToday(app.db))),
  );

  routes.delete(
    '/api/tasks/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await deleteTask(app.db, request.params.id))) throw notFound('Task');
      return { message: 'Task deleted' };
    },
  );
}
