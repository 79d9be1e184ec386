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
import { inTransaction } from '../../db/transaction.js';
import { mailSource, sendMail } from '../../lib/mailer.js';
import { getOwnerTimeZone } from '../../lib/owner-time.js';
import { EVERYONE, OWNER_ONLY, signedInUser } from '../../plugins/auth.js';
import { clearSetting, getSetting, serverTimeZone, setSetting } from '../../settings/settings.js';
import { recordActivity, type ActivityInput } from '../activity/index.js';
import { saveMailSettings } from './mail.service.js';
import { testEmail } from './test-email.js';

// Settings > E-mail (SMTP) and the owner's time zone (which decides what
// "today" means for summaries and the daily update).
export async function mailRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // SMTP and the time zone are system settings: the owner's.
  const ownerOnly = { roles: OWNER_ONLY };
  const settingsEdited = (summary: string): ActivityInput => ({
    action: 'settings.edited',
    entityType: 'settings',
    entityId: null,
    summary,
  });

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

  routes.get(
    '/api/settings/mail',
    { config: ownerOnly, schema: { response: { 200: mailSettingsSchema } } },
    view,
  );

  routes.put(
    '/api/settings/mail',
    {
      config: ownerOnly,
      schema: { body: mailSettingsInputSchema, response: { 200: mailSettingsSchema } },
    },
    async (request) => {
      await inTransaction(app.db, async (trx) => {
        await saveMailSettings(trx, request.body);
        await recordActivity(
          trx,
          signedInUser(request),
          settingsEdited('changed the e-mail (SMTP) settings'),
        );
      });
      return view();
    },
  );

  routes.delete(
    '/api/settings/mail',
    { config: ownerOnly, schema: { response: { 200: mailSettingsSchema } } },
    async (request) => {
      await inTransaction(app.db, async (trx) => {
        await clearSetting(trx, 'mail');
        await recordActivity(
          trx,
          signedInUser(request),
          settingsEdited('removed the e-mail (SMTP) settings'),
        );
      });
      return view();
    },
  );

  routes.post(
    '/api/settings/mail/test',
    {
      config: ownerOnly,
      schema: { body: testEmailInputSchema, response: { 200: sentEmailSchema } },
    },
    async (request) => {
      const sent = await sendMail(app.db, app.config, {
        to: request.body.recipient,
        ...testEmail(),
      });
      await recordActivity(app.db, signedInUser(request), {
        action: 'email.sent',
        entityType: 'email',
        entityId: null,
        summary: `sent a test e-mail to ${request.body.recipient}`,
      });
      return { message: `Test e-mail sent to ${request.body.recipient}`, ...sent };
    },
  );

  const timeZoneView = async () => ({
    timeZone: await getOwnerTimeZone(app.db),
    serverTimeZone: serverTimeZone(),
  });

  // Everyone's "today" follows it.
  routes.get(
    '/api/settings/time-zone',
    { config: { roles: EVERYONE }, schema: { response: { 200: timeZoneSettingsSchema } } },
    timeZoneView,
  );

  routes.put(
    '/api/settings/time-zone',
    {
      config: ownerOnly,
      schema: { body: timeZoneInputSchema, response: { 200: timeZoneSettingsSchema } },
    },
    async (request) => {
      await inTransaction(app.db, async (trx) => {
        await setSetting(trx, 'timeZone', request.body.timeZone);
        await recordActivity(
          trx,
          signedInUser(request),
          settingsEdited(`changed the time zone to ${request.body.timeZone}`),
        );
      });
      return timeZoneView();
    },
  );
}
