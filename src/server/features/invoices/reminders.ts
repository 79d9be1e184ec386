import type { FastifyBaseLogger } from 'fastify';
import { addDays, dateInTimeZone, zonedInstant } from '../../../core/dates.js';
import { daysBetween } from '../../../core/invoice-math.js';
import { REMINDER_HOUR } from '../../../core/schemas/invoice-settings.js';
import type { Config } from '../../config.js';
import { flushCommits } from '../../db/commits.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { mailSource, sendMail } from '../../lib/mailer.js';
import { getOwnerTimeZone } from '../../lib/owner-time.js';
import { getSetting } from '../../settings/settings.js';
import { noPortalLink, type InvoicePortalLink } from './client-link.js';
import { reminderEmail } from './invoice-email.js';
import { invoicePdf } from './invoice-file.js';
import { findInvoice, OPEN_STATES } from './invoices.queries.js';
import { insertMailLog } from './invoice-events.queries.js';
import { addEvent } from './invoice-states.js';
import { recordInvoiceActivity } from './invoices.service.js';
import * as q from './reminders.queries.js';

// Payment reminders (decision 172). The scheduler (decision 090) calls
// sendInvoiceReminders on every tick with its clock; each (invoice, step) is claimed
// by inserting its row before the e-mail goes out, so a step is sent at most once,
// even across processes and crashes, and none goes out once the invoice is paid or void.

export const REMINDER_MAX_ATTEMPTS = 3;
/** Wait after the 1st and 2nd failed attempt, as for scheduled e-mails. */
export const REMINDER_RETRY_DELAYS_MS = [5 * 60_000, 10 * 60_000];

export interface ReminderReport {
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
}

interface Job {
  invoiceId: string;
  step: number;
  recipient: string;
  attempts: number;
}

/**
 * The step to send for an invoice today: the latest one whose day has come, as long as
 * that day is after the day the invoice was issued; the earlier ones it passed are
 * skipped, never sent late. Null when none is due.
 */
export function dueStep(
  steps: readonly number[],
  dueDate: string,
  issuedDay: string | null,
  today: string,
): { step: number; passed: number[] } | null {
  const reached = steps
    .filter((step) => addDays(dueDate, step) <= today)
    .filter((step) => issuedDay === null || addDays(dueDate, step) > issuedDay)
    .sort((a, b) => a - b);
  const step = reached.at(-1);
  return step === undefined ? null : { step, passed: reached.slice(0, -1) };
}

interface ReminderDeps {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger | undefined;
  /** The client's portal link for the e-mail (given by the scheduler); none without it. */
  portalLink?: InvoicePortalLink | undefined;
}

/** One pass: claims and sends the reminders due at `now`, then the retries that are due. */
export async function sendInvoiceReminders(
  deps: ReminderDeps,
  now: Date = new Date(),
): Promise<ReminderReport> {
  const { db, config, log } = deps;
  const report: ReminderReport = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
  const { reminders } = await getSetting(db, 'invoicing');
  if (!reminders.enabled || reminders.steps.length === 0) return report;
  // Nothing is claimed while e-mail is not set up: the reminders go once it is.
  if ((await mailSource(db, config)) === 'none') return report;
  const timeZone = await getOwnerTimeZone(db);
  const today = dateInTimeZone(now, timeZone);
  if (now < zonedInstant(today, REMINDER_HOUR, timeZone)) return report;

  const earliest = Math.min(...reminders.steps);
  const candidates = await q.listReminderCandidates(db, addDays(today, -earliest));
  const claimed = await q.claimedSteps(
    db,
    candidates.map((candidate) => candidate.id),
  );
  for (const candidate of candidates) {
    const issuedDay = candidate.issuedAt
      ? dateInTimeZone(new Date(candidate.issuedAt), timeZone)
      : null;
    const due = dueStep(reminders.steps, candidate.dueDate, issuedDay, today);
    if (!due || claimed.get(candidate.id)?.has(due.step)) continue;
    const job = { invoiceId: candidate.id, step: due.step, recipient: candidate.recipient };
    if (!(await q.claimStep(db, { ...job, result: 'sending' }, now))) continue;
    for (const step of due.passed) {
      if (claimed.get(candidate.id)?.has(step)) continue;
      await q.claimStep(
        db,
        { ...job, step, result: 'skipped', error: 'A later reminder was due by then' },
        now,
      );
    }
    // The claim must outlive a power cut, or the reminder could go out twice.
    await flushCommits(db);
    await deliver(deps, { ...job, attempts: 0 }, now, today, report);
  }

  for (const retry of await q.listReminderRetriesDue(db, now)) {
    if (!(await q.claimReminderRetry(db, retry, now))) continue;
    await flushCommits(db);
    await deliver(deps, retry, now, today, report);
  }
  if (report.sent + report.failed > 0) log?.info({ reminders: report }, 'invoice reminders');
  return report;
}

async function deliver(
  deps: ReminderDeps,
  job: Job,
  now: Date,
  today: string,
  report: ReminderReport,
) {
  const { db, config, log } = deps;
  const attempts = job.attempts + 1;
  const row = await findInvoice(db, job.invoiceId);
  if (!row || !OPEN_STATES.includes(row.state as never) || row.paid_to_date >= row.amount) {
    const error = 'The invoice was paid, voided or deleted before the reminder went out';
    await q.recordReminder(
      db,
      job,
      { result: 'skipped', attempts: job.attempts, error, nextAttemptAt: null },
      now,
    );
    report.skipped++;
    return;
  }
  let subject = `Reminder: invoice ${row.invoice_number}`;
  try {
    const { invoice, content, fileName, profile, locale } = await invoicePdf(db, row, today);
    // The client's portal link that shows invoices, as a fresh URL (PUBLIC_URL only).
    const portalLink = deps.portalLink ?? noPortalLink;
    const link = row.project_id ? await portalLink(db, row.project_id, job.recipient) : null;
    const mail = reminderEmail(
      { invoice, profile, currency: locale.currency, dateFormat: locale.dateFormat, link },
      daysBetween(invoice.dueDate, today),
    );
    subject = mail.subject;
    await sendMail(db, config, {
      to: job.recipient,
      ...mail,
      attachments: [{ filename: fileName, content, contentType: 'application/pdf' }],
    });
    await q.recordReminder(
      db,
      job,
      { result: 'sent', attempts, error: null, nextAttemptAt: null },
      now,
    );
    await addEvent(db, row.id, 'reminder', job.recipient, now.toISOString());
    // The system sent it: no one's name in the activity log.
    await recordInvoiceActivity(
      db,
      null,
      row,
      'reminder_sent',
      `e-mailed a payment reminder for {invoice} to ${job.recipient}`,
    );
    await logMail(db, row.project_id, job.recipient, subject, 'sent', null, now);
    report.sent++;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const delay = REMINDER_RETRY_DELAYS_MS[attempts - 1];
    const retry = attempts < REMINDER_MAX_ATTEMPTS && delay !== undefined;
    await q.recordReminder(
      db,
      job,
      {
        result: retry ? 'retrying' : 'failed',
        attempts,
        error: message,
        nextAttemptAt: retry ? new Date(now.getTime() + delay).toISOString() : null,
      },
      now,
    );
    if (!retry) await logMail(db, row.project_id, job.recipient, subject, 'failed', message, now);
    log?.warn(
      { err: error, invoiceId: job.invoiceId, step: job.step, attempts },
      'invoice reminder failed',
    );
    if (retry) report.retrying++;
    else report.failed++;
  }
}

function logMail(
  db: Db,
  projectId: string | null,
  recipient: string,
  subject: string,
  result: 'sent' | 'failed',
  error: string | null,
  now: Date,
) {
  return insertMailLog(db, {
    id: newId(),
    projectId,
    recipient,
    subject,
    result,
    error,
    at: now.toISOString(),
  });
}
