import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../core/schemas/common.js';
import {
  DEFAULT_WEEKDAY,
  emailScheduleInputSchema,
  emailScheduleSchema,
  mailLogEntrySchema,
  mailLogPageSchema,
  mailLogQuerySchema,
  type EmailSchedule,
} from '../../../core/schemas/schedule.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../lib/http-error.js';
import { signedInUser, STAFF } from '../../plugins/auth.js';
import { recordActivity } from '../activity/index.js';
import * as q from './schedules.queries.js';

// A project's client e-mail schedule and the log of what the scheduler sent
// (decision 090). The scheduler itself runs in server.ts, not per request.

async function scheduleView(db: Db, projectId: string): Promise<EmailSchedule> {
  const recipient = await q.projectRecipient(db, projectId);
  if (recipient === null) throw new HttpError(404, 'Project not found');
  const schedule = await q.getSchedule(db, projectId);
  return {
    enabled: schedule?.enabled ?? false,
    period: schedule?.period ?? 'daily',
    time: schedule?.time ?? '17:00',
    weekday: schedule?.weekday ?? DEFAULT_WEEKDAY,
    recipient: recipient || null,
  };
}

export async function schedulesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // E-mails to clients and their log: owner and office.
  const staff = { roles: STAFF };

  routes.get(
    '/api/projects/:id/email-schedule',
    { config: staff, schema: { params: idParamsSchema, response: { 200: emailScheduleSchema } } },
    (request) => scheduleView(app.db, request.params.id),
  );

  routes.put(
    '/api/projects/:id/email-schedule',
    {
      config: staff,
      schema: {
        params: idParamsSchema,
        body: emailScheduleInputSchema,
        response: { 200: emailScheduleSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const recipient = await q.projectRecipient(app.db, id);
      if (recipient === null) throw new HttpError(404, 'Project not found');
      if (request.body.enabled && !recipient) {
        throw new HttpError(400, "enabled: the project's client has no e-mail address");
      }
      await inTransaction(app.db, async (trx) => {
        await q.saveSchedule(trx, id, request.body);
        const { enabled, period } = request.body;
        await recordActivity(trx, signedInUser(request), {
          action: 'project.email_schedule_changed',
          entityType: 'project',
          entityId: id,
          projectId: id,
          summary: enabled
            ? `scheduled ${period} e-mails to the project's client`
            : "turned off the project's client e-mails",
        });
      });
      return scheduleView(app.db, id);
    },
  );

  routes.get(
    '/api/mail-log',
    {
      config: staff,
      schema: { querystring: mailLogQuerySchema, response: { 200: mailLogPageSchema } },
    },
    async (request) => {
      const { rows, total } = await q.listMailLog(
        app.db,
        request.query.limit,
        request.query.offset,
      );
      return {
        entries: rows.map((row) =>
          mailLogEntrySchema.parse({ ...row, attempts: Number(row.attempts) }),
        ),
        total,
      };
    },
  );
}
