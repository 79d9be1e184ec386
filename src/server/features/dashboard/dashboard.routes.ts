import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardMetricsSchema, type Trend } from '../../../core/schemas/summary.js';
import { projectScopeOf } from '../../db/project-scope.js';
import { z } from 'zod';
import { KeptAnswers } from '../../lib/kept-answer.js';
import { EVERYONE, signedInUser } from '../../plugins/auth.js';
import { countContacts, countProjects } from './dashboard.queries.js';

const TREND_DAYS = 30;

// A trend is shown only when something was added: "+2 in 30 days".
const growth = (added: number): Trend | null =>
  added > 0 ? { value: `+${added} in ${TREND_DAYS} days`, positive: true } : null;

/** What the metrics read (decision 215). */
const METRICS_VERSIONS = ['projects', 'clients', 'project_members'];

export async function dashboardRoutes(app: FastifyInstance) {
  const metrics = new KeptAnswers(app.db);
  // Per view: the oldest created_at counted in a trend, and the version it was read at.
  const windows = new Map<string, { version: number; oldestRecent: string | null }>();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/metrics',
    {
      config: { roles: EVERYONE, keptFrom: METRICS_VERSIONS },
      schema: { response: { 200: dashboardMetricsSchema } },
    },
    // Counts only, no amounts; a field user's count their own projects and clients.
    // Kept per view until a project, contact or membership changes, or the oldest
    // project or contact in the trends' window leaves it (decision 215).
    async (request, reply) => {
      const since = new Date(Date.now() - TREND_DAYS * 86_400_000).toISOString();
      const scope = projectScopeOf(signedInUser(request));
      const key = scope?.memberId ?? '';
      const kept = metrics.get(key);
      const window = windows.get(key);
      if (window?.oldestRecent != null && window.oldestRecent < since) kept.forget();
      return kept.send(request, reply, async (version) => {
        const [projects, contacts] = await Promise.all([
          countProjects(app.db, since, scope),
          countContacts(app.db, since, scope),
        ]);
        const oldest = [projects.oldestRecent, contacts.oldestRecent].filter(
          (at): at is string => at !== null,
        );
        if ((windows.get(key)?.version ?? -1) <= version) {
          windows.set(key, { version, oldestRecent: oldest.sort()[0] ?? null });
        }
        return JSON.stringify(
          z.encode(dashboardMetricsSchema, {
            totalProjects: projects.total,
            // Spec section 9: "Active Clients" shows the number of contacts.
            activeClients: contacts.total,
            completedProjects: projects.completed,
            inProgressProjects: projects.inProgress,
            trends: {
              totalProjects: growth(projects.recent),
              activeClients: growth(contacts.recent),
            },
          }),
        );
      });
    },
  );
}
