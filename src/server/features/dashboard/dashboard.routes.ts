import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardMetricsSchema, type Trend } from '../../../core/schemas/summary.js';
import { projectScopeOf } from '../../db/project-scope.js';
import { EVERYONE, signedInUser } from '../../plugins/auth.js';
import { countContacts, countProjects } from './dashboard.queries.js';

const TREND_DAYS = 30;

// A trend is shown only when something was added: "+2 in 30 days".
const growth = (added: number): Trend | null =>
  added > 0 ? { value: `+${added} in ${TREND_DAYS} days`, positive: true } : null;

export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/metrics',
    {
      config: { roles: EVERYONE },
      schema: { response: { 200: dashboardMetricsSchema } },
    },
    // Counts only, no amounts; a field user's count their own projects and clients.
    async (request) => {
      const since = new Date(Date.now() - TREND_DAYS * 86_400_000).toISOString();
      const scope = projectScopeOf(signedInUser(request));
      const [projects, contacts] = await Promise.all([
        countProjects(app.db, since, scope),
        countContacts(app.db, since, scope),
      ]);
      return {
        totalProjects: projects.total,
        // Spec section 9: "Active Clients" shows the number of contacts.
        activeClients: contacts.total,
        completedProjects: projects.completed,
        inProgressProjects: projects.inProgress,
        trends: {
          totalProjects: growth(projects.recent),
          activeClients: growth(contacts.recent),
        },
      };
    },
  );
}
