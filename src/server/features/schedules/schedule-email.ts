import { summaryRange } from '../../../core/summary-range.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { readLocale } from '../../lib/locale.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import {
  renderEmailHtml,
  renderEmailText,
  type EmailDocument,
} from '../summaries/email-content.js';
import { attachFiles, formatRange, senderName } from '../summaries/email.service.js';
import { listUpdatesBetween } from '../summaries/summaries.queries.js';

export type SchedulePeriod = 'daily' | 'weekly';

export const scheduleSubject = (period: SchedulePeriod, project: string) =>
  `${period === 'daily' ? 'Daily' : 'Weekly'} Project Update - ${project}`;

/** 'daily:2026-11-20' -> the period and the updates' date range. */
export function parsePeriodKey(periodKey: string) {
  const [period, date] = periodKey.split(':') as [SchedulePeriod, string];
  return { period, range: summaryRange(period, date) };
}

async function ownerName(db: Db): Promise<string> {
  const owner = await db
    .selectFrom('users')
    .select('username')
    .orderBy('created_at')
    .executeTakeFirst();
  return senderName(db, owner?.username ?? 'Sitebook');
}

/**
 * One project's summary for a period, as the e-mail the client receives; null
 * when the project has no updates in it (the period is then skipped).
 */
export async function buildScheduledEmail(
  db: Db,
  config: Config,
  input: {
    projectId: string;
    project: string;
    periodKey: string;
    recipient: string;
    subject: string;
  },
): Promise<OutgoingMail | null> {
  const { period, range } = parsePeriodKey(input.periodKey);
  const rows = await listUpdatesBetween(db, range, input.projectId);
  if (rows.length === 0) return null;
  const { dateFormat } = await readLocale(db);
  // No request to take an origin from: photo links only with PUBLIC_URL set.
  const baseUrl = config.PUBLIC_URL?.replace(/\/+$/, '') ?? '';
  const files = await attachFiles({ db, config, baseUrl, username: '' }, rows);
  const label = period === 'daily' ? 'Daily' : 'Weekly';
  const doc: EmailDocument = {
    title: `${label} Project Update`,
    intro: [
      `${input.project}: ${formatRange(range.startDate, range.endDate, dateFormat)}`,
      `${rows.length} update${rows.length === 1 ? '' : 's'} included`,
    ],
    sections: [
      {
        heading: input.project,
        items: rows.map((row) => ({
          meta: period === 'weekly' ? formatRange(row.date, row.date, dateFormat) : undefined,
          text: row.note,
          files: (files.get(row.id) ?? []).map((file) => (baseUrl ? file : { ...file, url: null })),
        })),
      },
    ],
    emptyText: '',
    footer: `Sent by ${await ownerName(db)} with Sitebook`,
  };
  return {
    to: input.recipient,
    subject: input.subject,
    html: renderEmailHtml(doc),
    text: renderEmailText(doc),
  };
}
