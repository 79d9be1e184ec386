import {
  DEFAULT_DATE_FORMAT,
  formatIsoDate,
  formatIsoDateRange,
  type DateFormat,
} from '../../../core/locale.js';
import type { SummaryEmailInput, UpdatesEmailInput } from '../../../core/schemas/email.js';
import type { UnitSystem } from '../../../core/schemas/locale.js';
import { countByKind, countsText } from '../../../core/summary-format.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { readLocale } from '../../lib/locale.js';
import { sendMail } from '../../lib/mailer.js';
import { getSetting } from '../../settings/settings.js';
import {
  renderEmailHtml,
  renderEmailText,
  type EmailDocument,
  type EmailItem,
  type EmailSection,
} from './email-content.js';
import { getSummary, sortByProject } from './summaries.service.js';
import * as q from './summaries.queries.js';
import { summaryLines } from '../../../core/stored-sections.js';
import { isInlineImage } from '../../../core/updates.js';
import { filesOfUpdates } from '../../db/update-files.js';

/** The newest updates an updates e-mail lists; older ones are left out. */
export const UPDATES_EMAIL_LIMIT = 100;

export interface MailContext {
  db: Db;
  config: Config;
  /** Absolute origin for links in the e-mail (PUBLIC_URL, else the request's). */
  baseUrl: string;
  /** The signed-in owner's user name. */
  username: string;
}

/** '2026-11-21' in the business's date format (decision 091). */
const formatDate = (isoDate: string, pattern: DateFormat = DEFAULT_DATE_FORMAT) =>
  formatIsoDate(isoDate, pattern);

/** 'Nov 15 - Nov 21, 2026', or one date when the range is a single day. */
export function formatRange(
  startDate: string,
  endDate: string,
  pattern: DateFormat = DEFAULT_DATE_FORMAT,
): string {
  return formatIsoDateRange(startDate, endDate, pattern);
}

/** Business name from the profile, else the owner's user name. */
export async function senderName(db: Db, username: string): Promise<string> {
  const profile = await getSetting(db, 'businessProfile');
  if (profile.name.trim()) return profile.name.trim();
  return username;
}

// Photos are linked only while public sharing is on: otherwise the link would
// not open for a recipient who cannot sign in, so the name alone is listed.
export async function attachFiles(
  ctx: MailContext,
  rows: readonly q.UpdateRow[],
): Promise<Map<string, EmailItem['files']>> {
  const sharing = await getSetting(ctx.db, 'sharing');
  const filesOf = await filesOfUpdates(
    ctx.db,
    rows.map((row) => row.id),
  );
  const byUpdate = new Map<string, EmailItem['files']>();
  for (const [updateId, files] of filesOf) {
    byUpdate.set(
      updateId,
      files.map((file) => ({
        name: file.name,
        url:
          sharing.enabled && isInlineImage(file.content_type)
            ? `${ctx.baseUrl}/api/public/files/${file.id}`
            : null,
      })),
    );
  }
  return byUpdate;
}

/**
 * The weather and crew lines under an update's note in an e-mail (issue 19): an e-mail
 * leaves the business, so only the sections switched client-visible, in the locale's units.
 */
export const clientSectionLines = (row: q.UpdateRow, units: UnitSystem) =>
  summaryLines(
    { weather: row.weather, crew: row.crew, visibility: row.sectionVisibility },
    units,
    'client',
  );

/** ' (5 notes, 12 task events)' when task events are among the rows (issue 18), else ''. */
export function withCounts(rows: readonly { kind: string }[]): string {
  const counts = countByKind(rows);
  return counts ? ` (${countsText(counts)})` : '';
}

async function deliver(ctx: MailContext, to: string, subject: string, doc: EmailDocument) {
  return sendMail(ctx.db, ctx.config, {
    to,
    subject,
    html: renderEmailHtml(doc),
    text: renderEmailText(doc),
  });
}

export async function sendSummaryEmail(
  ctx: MailContext,
  input: SummaryEmailInput,
  now = new Date(),
) {
  const period = input.period ?? 'daily';
  // An e-mail leaves the business: internal updates stay out of it (issue 16).
  const { summary, rows } = await getSummary(ctx.db, period, now, 'client');
  const { dateFormat, units } = await readLocale(ctx.db);
  const files = await attachFiles(ctx, rows);
  const sections = new Map<string, EmailSection>();
  for (const row of sortByProject(rows)) {
    const section = sections.get(row.project) ?? { heading: row.project, items: [] };
    section.items.push({
      meta: period === 'weekly' ? formatDate(row.date, dateFormat) : undefined,
      text: row.note,
      lines: clientSectionLines(row, units),
      files: files.get(row.id) ?? [],
    });
    sections.set(row.project, section);
  }
  const label = period === 'daily' ? 'Daily' : 'Weekly';
  const count = `${summary.count} update${summary.count === 1 ? '' : 's'} included${
    summary.counts ? ` (${countsText(summary.counts)})` : ''
  }`;
  const doc: EmailDocument = {
    title: `${label} Project Update Summary`,
    intro: [
      `${label} summary: ${formatRange(summary.startDate, summary.endDate, dateFormat)}`,
      count,
    ],
    customMessage: input.customMessage || undefined,
    sections: [...sections.values()],
    emptyText: summary.summary,
    footer: `Sent by ${await senderName(ctx.db, ctx.username)} with Sitebook`,
  };
  const subject = input.subject || `${label} Project Update Summary`;
  return deliver(ctx, input.recipient, subject, doc);
}

export async function sendUpdatesEmail(ctx: MailContext, input: UpdatesEmailInput) {
  const filter = !input.filterProject || input.filterProject === 'all' ? null : input.filterProject;
  const rows = await q.listNewestUpdates(ctx.db, UPDATES_EMAIL_LIMIT, filter, 'client');
  if (rows.length === 0) {
    throw new HttpError(
      400,
      filter
        ? `filterProject: there are no updates for the project "${filter}"`
        : 'There are no project updates to send yet.',
    );
  }
  const files = await attachFiles(ctx, rows);
  const { dateFormat, units } = await readLocale(ctx.db);
  const name = await senderName(ctx.db, ctx.username);
  const scope = filter ? `Project: ${filter}` : 'All projects';
  const shown =
    rows.length === UPDATES_EMAIL_LIMIT
      ? `The ${UPDATES_EMAIL_LIMIT} most recent updates`
      : `${rows.length} update${rows.length === 1 ? '' : 's'}${withCounts(rows)}`;
  const doc: EmailDocument = {
    title: 'Project Updates',
    intro: [scope, shown],
    sections: [
      {
        items: rows.map((row) => ({
          label: row.project,
          meta: formatDate(row.date, dateFormat),
          text: row.note,
          lines: clientSectionLines(row, units),
          files: files.get(row.id) ?? [],
        })),
      },
    ],
    emptyText: '',
    footer: `Sent by ${name} with Sitebook`,
  };
  return deliver(ctx, input.recipient, input.subject || `Project Updates - ${name}`, doc);
}
