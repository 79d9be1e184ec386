import type { DateRange } from '../../../core/summary-range.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { readLocale } from '../../lib/locale.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import { renderEmailHtml, renderEmailText, type EmailDocument } from './email-content.js';
import {
  attachFiles,
  clientSectionLines,
  formatRange,
  senderName,
  withCounts,
} from './email.service.js';
import { listUpdatesBetween } from './summary-rows.js';

/**
 * One project's updates over a period, as the e-mail its client receives; null
 * when the project has no updates in it. The scheduled client e-mails send it.
 */
export async function buildProjectPeriodEmail(
  db: Db,
  config: Config,
  input: {
    period: 'daily' | 'weekly';
    range: DateRange;
    projectId: string;
    project: string;
    recipient: string;
    subject: string;
    /** Signs the e-mail when the business profile has no name. */
    ownerUsername: string;
    /**
     * The client's portal URL, asked for only when the e-mail goes out (issuing one
     * stores a new token hash); null when the client has no portal link.
     */
    portalUrl?: () => Promise<string | null>;
  },
): Promise<OutgoingMail | null> {
  const { period, range } = input;
  // The client reads it: internal updates stay out (issue 16).
  const rows = await listUpdatesBetween(db, range, input.projectId, 'client');
  if (rows.length === 0) return null;
  const portalUrl = (await input.portalUrl?.()) ?? null;
  const { dateFormat, units } = await readLocale(db);
  // No request to take an origin from: photo links only with PUBLIC_URL set.
  const baseUrl = config.PUBLIC_URL?.replace(/\/+$/, '') ?? '';
  const files = await attachFiles({ db, config, baseUrl, username: '' }, rows);
  const label = period === 'daily' ? 'Daily' : 'Weekly';
  const doc: EmailDocument = {
    title: `${label} Project Update`,
    intro: [
      `${input.project}: ${formatRange(range.startDate, range.endDate, dateFormat)}`,
      `${rows.length} update${rows.length === 1 ? '' : 's'} included${withCounts(rows)}`,
    ],
    ...(portalUrl && {
      action: {
        lead: 'Photos, progress and every update of your project, any time:',
        label: 'Open your project page',
        url: portalUrl,
      },
    }),
    sections: [
      {
        heading: input.project,
        items: rows.map((row) => ({
          meta: period === 'weekly' ? formatRange(row.date, row.date, dateFormat) : undefined,
          text: row.note,
          lines: clientSectionLines(row, units),
          files: (files.get(row.id) ?? []).map((file) => (baseUrl ? file : { ...file, url: null })),
        })),
      },
    ],
    emptyText: '',
    footer: `Sent by ${await senderName(db, input.ownerUsername)} with Sitebook`,
  };
  return {
    to: input.recipient,
    subject: input.subject,
    html: renderEmailHtml(doc),
    text: renderEmailText(doc),
  };
}
