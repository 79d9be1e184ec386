import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_FILES_PER_UPDATE,
  uploadLimitsSchema,
  uploadSettingsSchema,
} from '../../../core/schemas/uploads.js';
import { inTransaction } from '../../db/transaction.js';
import { EVERYONE, OWNER_ONLY, signedInUser } from '../../plugins/auth.js';
import { getSetting, setSetting } from '../../settings/settings.js';
import { recordActivity } from '../activity/index.js';

// Settings > Photo uploads: the browser downscales photos to this size before
// sending them (decision 080); the server stores whatever arrives.
export async function uploadsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Everyone who adds updates reads it (their browser downscales); the owner sets it.
  routes.get(
    '/api/settings/uploads',
    { config: { roles: EVERYONE }, schema: { response: { 200: uploadSettingsSchema } } },
    async () => getSetting(app.db, 'uploads'),
  );

  // What the server accepts (MAX_UPLOAD_MB, files per update): the browser refuses a file
  // over the limit when it is chosen, not after it has been sent.
  routes.get(
    '/api/uploads/limits',
    { config: { roles: EVERYONE }, schema: { response: { 200: uploadLimitsSchema } } },
    async () => ({
      maxFileBytes: Math.floor(app.config.MAX_UPLOAD_MB * 1024 * 1024),
      maxFiles: MAX_FILES_PER_UPDATE,
    }),
  );

  routes.put(
    '/api/settings/uploads',
    {
      config: { roles: OWNER_ONLY },
      schema: { body: uploadSettingsSchema, response: { 200: uploadSettingsSchema } },
    },
    async (request) => {
      await inTransaction(app.db, async (trx) => {
        await setSetting(trx, 'uploads', request.body);
        await recordActivity(trx, signedInUser(request), {
          action: 'settings.edited',
          entityType: 'settings',
          entityId: null,
          summary: 'changed the photo upload settings',
        });
      });
      return getSetting(app.db, 'uploads');
    },
  );
}
