import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadSettingsSchema } from '../../../core/schemas/uploads.js';
import { getSetting, setSetting } from '../../settings/settings.js';

// Settings > Photo uploads: the browser downscales photos to this size before
// sending them (decision 080); the server stores whatever arrives.
export async function uploadsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/settings/uploads',
    { schema: { response: { 200: uploadSettingsSchema } } },
    async () => getSetting(app.db, 'uploads'),
  );

  routes.put(
    '/api/settings/uploads',
    { schema: { body: uploadSettingsSchema, response: { 200: uploadSettingsSchema } } },
    async (request) => {
      await setSetting(app.db, 'uploads', request.body);
      return getSetting(app.db, 'uploads');
    },
  );
}
