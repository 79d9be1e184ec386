import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  projectDetailSchema,
  projectDependentsSchema,
  projectActivitySchema,
  projectInputSchema,
  projectOptionSchema,
  projectSchema,
} from '../../../core/schemas/project.js';
import { projectMembersInputSchema, projectMembersSchema } from '../../../core/schemas/team.js';
import { projectScopeOf, type ProjectScope } from '../../db/project-scope.js';
import { KeptAnswers } from '../../lib/kept-answer.js';
import { notFound } from '../../lib/http-error.js';
import { ownerToday } from '../../lib/owner-time.js';
import { countOverdueTasks, countTasks } from '../tasks/index.js';
import { EVERYONE, signedInUser, STAFF } from '../../plugins/auth.js';
import {
  countProjectDependents,
  findProject,
  listLastActivity,
  listProjectOptions,
  listProjects,
  mapProject,
} from './projects.queries.js';
import {
  createProject,
  editProject,
  readMembers,
  removeProject,
  setMembers,
} from './projects.service.js';

/**
 * What each list shows (decision 229): the projects, the full list its clients' names, and
 * for a field user the projects they are a member of (declared for every viewer: one list
 * of versions per route, decision 231; a membership change is rare).
 */
const FULL_LIST = { name: 'full', schema: z.array(projectSchema) };
const FULL_LIST_VERSIONS = ['projects:list', 'clients', 'project_members'];
const OPTIONS = { name: 'options', schema: z.array(projectOptionSchema) };
const OPTIONS_VERSIONS = ['projects:list', 'project_members'];

// Everyone reads projects (a field user only theirs); owner and office change them.
export async function projectsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { roles: STAFF };

  // Both lists are kept per view until a project they show, a client's name or (for a field
  // user) a membership changes (decision 229): tasks and updates written all day leave them.
  const lists = new KeptAnswers(app.db);
  const sendList = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    list: { name: string; schema: z.ZodType<T> },
    read: (scope: ProjectScope) => Promise<T>,
  ) => {
    const scope = projectScopeOf(signedInUser(request));
    return lists
      .get(JSON.stringify([list.name, scope?.memberId ?? null]))
      .send(request, reply, async () => JSON.stringify(z.encode(list.schema, await read(scope))));
  };

  routes.get(
    '/api/projects',
    {
      config: { roles: EVERYONE, keptFrom: FULL_LIST_VERSIONS },
      schema: { response: { 200: z.array(projectSchema) } },
    },
    async (request, reply) =>
      sendList(request, reply, FULL_LIST, async (scope) =>
        (await listProjects(app.db, scope)).map(mapProject),
      ),
  );

  // The pickers' list (decision 213): what every form and filter choosing a project reads,
  // without the full shape above (the Projects screen's). The same people, the same order.
  routes.get(
    '/api/projects/options',
    {
      config: { roles: EVERYONE, keptFrom: OPTIONS_VERSIONS },
      schema: { response: { 200: z.array(projectOptionSchema) } },
    },
    async (request, reply) =>
      sendList(request, reply, OPTIONS, (scope) => listProjectOptions(app.db, scope)),
  );

  // The Projects list's "Last activity" sort (issue 18); a field user's own projects only.
  routes.get(
    '/api/projects/last-activity',
    {
      config: { roles: EVERYONE, cacheable: true },
      schema: { response: { 200: projectActivitySchema } },
    },
    async (request) => listLastActivity(app.db, projectScopeOf(signedInUser(request))),
  );

  // The project page (issue 18): a field user reads only their projects; any other id is a 404.
  routes.get(
    '/api/projects/:id',
    {
      config: { roles: EVERYONE },
      schema: {
        params: idParamsSchema,
        response: { 200: projectDetailSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await findProject(app.db, id, projectScopeOf(signedInUser(request)));
      if (!row) throw notFound('Project');
      const [counts, overdue] = await Promise.all([
        countTasks(app.db, id),
        countOverdueTasks(app.db, id, await ownerToday(app.db)),
      ]);
      const total = counts.pending + counts.completed;
      return { ...mapProject(row), progress: { completed: counts.completed, total, overdue } };
    },
  );

  routes.post(
    '/api/projects',
    { config: staff, schema: { body: projectInputSchema, response: { 201: projectSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(mapProject(await createProject(app.db, signedInUser(request), request.body))),
  );

  routes.patch(
    '/api/projects/:id',
    {
      config: staff,
      schema: {
        params: idParamsSchema,
        body: projectInputSchema,
        response: { 200: projectSchema },
      },
    },
    async (request) =>
      mapProject(await editProject(app.db, signedInUser(request), request.params.id, request.body)),
  );

  routes.get(
    '/api/projects/:id/dependents',
    {
      config: staff,
      schema: { params: idParamsSchema, response: { 200: projectDependentsSchema } },
    },
    async (request) => {
      if (!(await findProject(app.db, request.params.id))) throw notFound('Project');
      return countProjectDependents(app.db, request.params.id);
    },
  );

  routes.delete(
    '/api/projects/:id',
    { config: staff, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeProject(
        app.db,
        signedInUser(request),
        app.config.DATA_DIR,
        request.params.id,
        (error) => request.log.warn({ err: error }, 'could not remove a file of a deleted project'),
      );
      return { message: 'Project deleted' };
    },
  );

  // Who is on the project: a field user sees only the projects they are a member of.
  routes.get(
    '/api/projects/:id/members',
    { config: staff, schema: { params: idParamsSchema, response: { 200: projectMembersSchema } } },
    async (request) => readMembers(app.db, request.params.id),
  );

  routes.put(
    '/api/projects/:id/members',
    {
      config: staff,
      schema: {
        params: idParamsSchema,
        body: projectMembersInputSchema,
        response: { 200: projectMembersSchema },
      },
    },
    async (request) =>
      setMembers(app.db, signedInUser(request), request.params.id, request.body.userIds),
  );
}
