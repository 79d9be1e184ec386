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
  TASK_STATUSES,
  type TaskStatus,
} from '../../../core/schemas/task.js';
import { IDEMPOTENCY_HEADER } from '../../../core/schemas/uploads.js';
import { projectScopeOf } from '../../db/project-scope.js';
import { HttpError } from '../../lib/http-error.js';
import { KeptAnswers } from '../../lib/kept-answer.js';
import { onceForKey } from '../../lib/idempotency.js';
import { ownerToday } from '../../lib/owner-time.js';
import { EVERYONE, signedInUser, STAFF } from '../../plugins/auth.js';
import { countTasks, findTask, listTasks, mapTask } from './tasks.queries.js';
import { createTask, editTask, removeTask } from './tasks.service.js';
import { dueRange, ASSIGNEE_ME } from '../../../core/tasks.js';

const taskListSchema = z.array(taskSchema);

/** What a page of tasks reads (decision 215): the tasks of its status, projects, people, members. */
const taskListVersions = (status: TaskStatus | undefined) => [
  ...(status === undefined ? ['tasks:pending', 'tasks:completed'] : [`tasks:${status}`]),
  'projects',
  'users',
  'project_members',
];

/** What the counts read: `task_counts`, kept by triggers on tasks, and a field user's projects. */
const TASK_COUNT_VERSIONS = ['tasks:pending', 'tasks:completed', 'project_members'];

// Everyone works with tasks, a field user on their projects only (the queries
// filter by membership); deleting one is for owner and office.
export async function tasksRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const everyone = { roles: EVERYONE };
  const taskPages = new KeptAnswers(app.db);
  const taskCounts = new KeptAnswers(app.db);

  routes.get(
    '/api/tasks',
    {
      // Read before the query is checked: a status it does not know is refused after.
      config: {
        ...everyone,
        keptFrom: (query) =>
          taskListVersions(TASK_STATUSES.find((status) => status === query.status)),
      },
      schema: { querystring: taskListQuerySchema, response: { 200: taskListSchema } },
    },
    // Kept per view and query until a task of the listed status, a project, a person or a
    // membership changes (decision 215); built as the schema would serialize it.
    async (request, reply) => {
      const user = signedInUser(request);
      const { assignee, due, ...query } = request.query;
      const assigneeId = assignee === ASSIGNEE_ME ? user.id : assignee;
      const dueDates = due === undefined ? undefined : dueRange(due, await ownerToday(app.db));
      const scope = projectScopeOf(user);
      const key = JSON.stringify([
        scope?.memberId ?? null,
        query.status ?? null,
        query.projectId ?? null,
        assigneeId ?? null,
        dueDates ?? null,
        query.cursor ?? null,
        query.limit ?? null,
      ]);
      return taskPages
        .get(key)
        .send(request, reply, async () =>
          JSON.stringify(
            z.encode(
              taskListSchema,
              (await listTasks(app.db, { ...query, assigneeId, dueDates }, scope)).map(mapTask),
            ),
          ),
        );
    },
  );

  routes.get(
    '/api/tasks/counts',
    {
      config: { ...everyone, keptFrom: TASK_COUNT_VERSIONS },
      schema: {
        querystring: z.object({ projectId: idSchema.optional() }),
        response: { 200: taskCountsSchema },
      },
    },
    // Kept per view and project until a task or a membership changes (decision 231).
    async (request, reply) => {
      const scope = projectScopeOf(signedInUser(request));
      const { projectId } = request.query;
      return taskCounts
        .get(JSON.stringify([scope?.memberId ?? null, projectId ?? null]))
        .send(request, reply, async () =>
          JSON.stringify(z.encode(taskCountsSchema, await countTasks(app.db, projectId, scope))),
        );
    },
  );

  routes.post(
    '/api/tasks',
    { config: everyone, schema: { body: taskInputSchema, response: { 201: taskSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      // A phone's offline queue sends its Idempotency-Key again after a lost answer: the
      // repeat returns the task the first attempt created (decisions 081 and 195).
      const { id } = await onceForKey(
        app.db,
        request.headers[IDEMPOTENCY_HEADER],
        'POST /api/tasks',
        async () => createTask(app.db, user, request.body, await ownerToday(app.db)),
      );
      const task = await findTask(app.db, id, projectScopeOf(user));
      if (!task) throw new HttpError(404, 'Task not found');
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
