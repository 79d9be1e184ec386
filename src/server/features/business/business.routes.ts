import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  businessProfileInputSchema,
  businessProfileSchema,
  emptyBusinessProfile,
} from '../../../core/schemas/business.js';
import { readSetting, writeSetting } from '../../lib/settings.js';

// The issuer printed on invoices (name, address, e-mail, phone): one setting.
const BUSINESS_PROFILE_SETTING = 'businessProfile';

export async function businessRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/settings/business-profile',
    { schema: { response: { 200: businessProfileSchema } } },
    () =>
      readSetting(app.db, BUSINESS_PROFILE_SETTING, businessProfileSchema, emptyBusinessProfile),
  );

  routes.put(
    '/api/settings/business-profile',
    { schema: { body: businessProfileInputSchema, response: { 200: businessProfileSchema } } },
    async (request) => {
      await writeSetting(app.db, BUSINESS_PROFILE_SETTING, request.body);
      return request.body;
    },
  );
}
