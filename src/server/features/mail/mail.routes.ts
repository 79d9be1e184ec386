import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mailSettingsInputSchema,
  mailSettingsSchema,
  sentEmailSchema,
  testEmailInputSchema,
  timeZoneInputSchema,
} from '../../../core/schemas/email.js';
import { timeZoneSettingsSchema } from '../../../core/schemas/summary.js';
import { mailSource, sendMail } from '../../lib/mailer.js';
import { getOwnerTimeZone } from '../../lib/owner-time.js';
import { clearSetting, getSetting, serverTimeZone, setSetting } from '../../settings/settings.js';
import { saveMailSettings } from './mail.service.js';
import { testEmail } from './test-email.js';

// Settings > E-mail (SMTP) and the owner's time zone (which decides what
// "today" means for summaries and the daily update).
export async function mailRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const view = async () => {
    const settings = await getSetting(app.db, 'mail');
    return {
      host: settings?.host ?? '',
      port: settings?.port ?? 587,
      secure: settings?.secure ?? false,
      username: settings?.username ?? '',
      from: settings?.from ?? '',
      hasPassword: Boolean(settings?.password),
      source: await mailSource(app.db, app.config),
    };
  };

  routes.get('/api/settings/mail', { schema: { response: { 200: mailSettingsSchema } } }, view);

  routes.put(
    '/api/settings/mail',
    { schema: { body: mailSettingsInputSchema, response: { 200: mailSettingsSchema } } },
    async (request) => {
      await saveMailSettings(app.db, request.body);
      return view();
    },
  );

  routes.delete(
    '/api/settings/mail',
    { schema: { response: { 200: mailSettingsSchema } } },
    async () => {
      await clearSetting(app.db, 'mail');
      return view();
    },
  );

  routes.post(
    '/api/settings/mail/test',
    { schema: { body: testEmailInputSchema, response: { 200: sentEmailSchema } } },
    async (request) => {
      const sent = await sendMail(app.db, app.config, {
        to: request.body.recipient,
        ...testEmail(),
      });
      return { message: `Test e-mail sent to ${request.body.recipient}`, ...sent };
    },
  );

  const timeZoneView = async () => ({
    timeZone: await getOwnerTimeZone(app.db),
    serverTimeZone: serverTimeZone(),
  });

  routes.get(
    '/api/settings/time-zone',
    { schema: { response: { 200: timeZoneSettingsSchema } } },
    timeZoneView,
  );

  routes.put(
    '/api/settings/time-zone',
    { schema: { body: timeZoneInputSchema, response: { 200: timeZoneSettingsSchema } } },
    async (request) => {
      await setSetting(app.db, 'timeZone', request.body.timeZone);
      return timeZoneView();
    },
  );
}
