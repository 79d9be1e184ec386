import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gettingStartedInputSchema,
  gettingStartedSchema,
} from '../../../core/schemas/getting-started.js';
import { OWNER_ONLY } from '../../plugins/auth.js';
import { readGettingStarted, saveGettingStartedDismissed } from './getting-started.service.js';

// The dashboard's getting-started checklist (issue 18, decision 181). The owner's alone:
// most steps (profile, e-mail) are owner settings, so for anyone else it would be a list of
// things they may not do. Not cacheable: the e-mail step also depends on the environment.
export async function gettingStartedRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/getting-started',
    { config: { roles: OWNER_ONLY }, schema: { response: { 200: gettingStartedSchema } } },
    async () => readGettingStarted(app.db, app.config),
  );

  // A setting like the others (PUT /api/settings/...): dismissing stays on every device.
  routes.put(
    '/api/settings/getting-started',
    {
      config: { roles: OWNER_ONLY },
      schema: { body: gettingStartedInputSchema, response: { 200: gettingStartedSchema } },
    },
    async (request) => saveGettingStartedDismissed(app.db, app.config, request.body.dismissed),
  );
}
