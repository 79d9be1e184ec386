import type { FastifyBaseLogger } from 'fastify';
import { dueOccurrence } from '../../../core/schedule-time.js';
import type { Config } from '../../config.js';
import { flushCommits } from '../../db/commits.js';
import type { Db } from '../../db/database.js';
import { sendMail } from '../../lib/mailer.js';
import { getOwnerTimeZone, ownerToday } from '../../lib/owner-time.js';
import { inTransaction } from '../../db/transaction.js';
import { recordActivity } from '../activity/index.js';
import { invoiceDueMilestones } from '../estimates/index.js';
import { sendInvoiceReminders, type ReminderReport } from '../invoices/index.js';
import { invoicePortalLink } from '../portal/index.js';
import { buildScheduledEmail, scheduleSubject } from './schedule-email.js';
import * as q from './schedules.queries.js';

// The server's own scheduler for client e-mails (decision 090). tick(now) does
// one pass with the clock it is given, so tests drive it with a fake clock.

export const TICK_MS = 60_000;
export const MAX_ATTEMPTS = 3;
/** Wait after the 1st and 2nd failed attempt: the 3rd comes ~15 minutes after the first. */
export const RETRY_DELAYS_MS = [5 * 60_000, 10 * 60_000];

export interface TickReport {
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
  /** Invoice payment reminders sent on the same tick (decision 172). */
  reminders?: ReminderReport;
  /** Draft invoices made for estimates' payment milestones that fell due (decision 212). */
  milestoneInvoices?: number;
}

export interface Scheduler {
  tick(now?: Date): Promise<TickReport>;
  start(): void;
  stop(): Promise<void>;
}

interface Job {
  logId: string;
  projectId: string;
  project: string;
  periodKey: string;
  recipient: string;
  subject: string;
  attempts: number;
}

export function createScheduler(deps: {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
}): Scheduler {
  const { db, config, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<TickReport> | null = null;

  async function attempt(job: Job, now: Date, report: TickReport) {
    const attempts = job.attempts + 1;
    let mail;
    try {
      mail = await buildScheduledEmail(db, config, job);
      if (!mail) {
        await q.recordResult(
          db,
          job.logId,
          {
            result: 'skipped',
            attempts: job.attempts,
            error: 'No updates in this period',
            nextAttemptAt: null,
          },
          now,
        );
        report.skipped++;
        return;
      }
      await sendMail(db, config, mail);
      // The log row and the activity entry are written together; the system sent it.
      await inTransaction(db, async (trx) => {
        await q.recordResult(
          trx,
          job.logId,
          { result: 'sent', attempts, error: null, nextAttemptAt: null },
          now,
        );
        await recordActivity(
          trx,
          null,
          {
            action: 'email.sent',
            entityType: 'project',
            entityId: job.projectId,
            projectId: job.projectId,
            summary: `sent the scheduled e-mail "${job.subject}" to the client`,
          },
          now.toISOString(),
        );
      });
      report.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = RETRY_DELAYS_MS[attempts - 1];
      const retry = attempts < MAX_ATTEMPTS && delay !== undefined;
      await q.recordResult(
        db,
        job.logId,
        {
          result: retry ? 'retrying' : 'failed',
          attempts,
          error: message,
          nextAttemptAt: retry ? new Date(now.getTime() + delay).toISOString() : null,
        },
        now,
      );
      log?.warn({ err: error, logId: job.logId, attempts }, 'scheduled e-mail failed');
      if (retry) report.retrying++;
      else report.failed++;
    }
  }

  async function pass(now: Date): Promise<TickReport> {
    const report: TickReport = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
    const timeZone = await getOwnerTimeZone(db);
    for (const schedule of await q.listEnabledSchedules(db)) {
      const due = dueOccurrence({ ...schedule, armedAt: schedule.updatedAt }, now, timeZone);
      if (!due) continue;
      const subject = scheduleSubject(schedule.period, schedule.project);
      const claim = {
        scheduleId: schedule.id,
        projectId: schedule.projectId,
        periodKey: due.periodKey,
        recipient: schedule.recipient,
        subject,
      };
      const logId = await q.claimPeriod(db, claim, now);
      if (!logId) continue;
      // The claim must outlive a power cut, or the e-mail could go out twice.
      await flushCommits(db);
      await attempt({ ...claim, logId, project: schedule.project, attempts: 0 }, now, report);
    }
    for (const retry of await q.listRetriesDue(db, now)) {
      if (!retry.projectId || !retry.periodKey) continue;
      if (!(await q.claimRetry(db, retry.id, now))) continue;
      await flushCommits(db);
      const project = await q.projectName(db, retry.projectId);
      if (project === null) {
        await q.recordResult(
          db,
          retry.id,
          {
            result: 'failed',
            attempts: retry.attempts,
            error: 'The project was deleted',
            nextAttemptAt: null,
          },
          now,
        );
        report.failed++;
        continue;
      }
      await attempt(
        {
          logId: retry.id,
          projectId: retry.projectId,
          project,
          periodKey: retry.periodKey,
          recipient: retry.recipient,
          subject: retry.subject,
          attempts: retry.attempts,
        },
        now,
        report,
      );
    }
    // Payment reminders ride on the same tick; a failure there never stops client e-mails.
    try {
      report.reminders = await sendInvoiceReminders(
        { db, config, log, portalLink: invoicePortalLink(config) },
        now,
      );
    } catch (error) {
      log?.error({ err: error }, 'invoice reminders failed');
    }
    // Milestones by date of approved estimates become draft invoices on their day.
    try {
      report.milestoneInvoices = await invoiceDueMilestones(db, await ownerToday(db, now));
    } catch (error) {
      log?.error({ err: error }, 'milestone invoices failed');
    }
    return report;
  }

  return {
    // One pass at a time in this process; other processes are kept out by the claims.
    async tick(now = new Date()) {
      while (running) await running.catch(() => undefined);
      running = pass(now);
      try {
        return await running;
      } finally {
        running = null;
      }
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        this.tick().catch((error: unknown) => log?.error({ err: error }, 'scheduler tick failed'));
      }, TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
