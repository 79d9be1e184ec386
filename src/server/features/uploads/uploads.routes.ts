import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  defaultUploadSettings,
  uploadSettingsSchema,
  type UploadSettings,
} from '../../../core/schemas/uploads.js';
import type { Db } from '../../db/database.js';
import { readSetting, writeSetting } from '../../lib/settings.js';

const SETTING_KEY = 'uploads';

export const readUploadSettings = (db: Db): Promise<UploadSettings> =>
  readSetting(db, SETTING_KEY, uploadSettingsSchema, defaultUploadSettings);

// Settings > Photo uploads: the browser downscales photos to this size before
// sending them (decision 080); the server stores whatever arrives.
export async function uploadsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/settings/uploads',
    { schema: { response: { 200: uploadSettingsSchema } } },
    async () => readUploadSettings(app.db),
  );

  routes.put(
    '/api/settings/uploads',
    { schema: { body: uploadSettingsSchema, response: { 200: uploadSettingsSchema } } },
    async (request) => {
      await writeSetting(app.db, SETTING_KEY, request.body);
      return readUploadSettings(app.db);
    },
  );
}
