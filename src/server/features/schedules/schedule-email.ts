import { summaryRange } from '../../../core/summary-range.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import { issueContactPortalUrl } from '../portal/index.js';
import { buildProjectPeriodEmail } from '../summaries/index.js';
import { ownerUsername } from './schedules.queries.js';

export type SchedulePeriod = 'daily' | 'weekly';

export const scheduleSubject = (period: SchedulePeriod, project: string) =>
  `${period === 'daily' ? 'Daily' : 'Weekly'} Project Update - ${project}`;

/** 'daily:2026-11-20' -> the period and the updates' date range. */
export function parsePeriodKey(periodKey: string) {
  const [period, date] = periodKey.split(':') as [SchedulePeriod, string];
  return { period, range: summaryRange(period, date) };
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
  return buildProjectPeriodEmail(db, config, {
    period,
    range,
    projectId: input.projectId,
    project: input.project,
    recipient: input.recipient,
    subject: input.subject,
    ownerUsername: (await ownerUsername(db)) ?? 'Sitebook',
    // The client's own portal link, as a fresh URL of it (decision 160), when one exists.
    portalUrl: () => issueContactPortalUrl(db, config, input.projectId, input.recipient),
  });
}
