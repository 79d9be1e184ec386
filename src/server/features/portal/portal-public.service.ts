import { addDays } from '../../../core/dates.js';
import type { ProjectStatus } from '../../../core/schemas/project.js';
import {
  PORTAL_EXPIRED_MESSAGE,
  PORTAL_MAX_RANGE_DAYS,
  PORTAL_UNAVAILABLE_MESSAGE,
  PORTAL_UPDATES_DEFAULT_LIMIT,
  QUESTIONS_PER_HOUR,
  type PortalSummary,
  type PortalUpdate,
  type PortalUpdatesQuery,
  type portalQuestionInputSchema,
} from '../../../core/schemas/portal.js';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { readLocale } from '../../lib/locale.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import { ownerToday } from '../../lib/owner-time.js';
import { getSetting } from '../../settings/settings.js';
import { findProjectHeadline } from '../projects/index.js';
import { projectTaskProgress } from '../tasks/index.js';
import { findClientVisibleFile, listClientVisibleUpdates } from '../updates/index.js';
import { linkStatus } from './portal-links.service.js';
import { questionEmail } from './portal-mail.js';
import { hashPortalToken, isWellFormedToken } from './portal-token.js';
import { coarseUserAgent, networkOf } from './visitor.js';
import * as q from './portal.queries.js';
import { isInlineImage } from '../../../core/updates.js';

// What a client sees through a portal link (decision 160). Every answer is built
// here field by field in the public shapes of core/schemas/portal.ts, and always
// for the one project of the link the token opened: no id a client sends can
// reach another project.

/** An open link: what every public portal answer is scoped to. */
export interface PortalAccess {
  link: q.LinkRow;
  project: { name: string; status: ProjectStatus };
}

const unavailable = () => new HttpError(404, PORTAL_UNAVAILABLE_MESSAGE);

/** The link a token opens: 404 when unknown or revoked, 410 when past its last day. */
export async function openPortal(db: Db, token: string): Promise<PortalAccess> {
  if (!isWellFormedToken(token)) throw unavailable();
  const link = await q.findLinkByTokenHash(db, hashPortalToken(token));
  if (!link) throw unavailable();
  const status = linkStatus(link, await ownerToday(db));
  if (status === 'revoked') throw unavailable();
  if (status === 'expired') throw new HttpError(410, PORTAL_EXPIRED_MESSAGE);
  const project = await findProjectHeadline(db, link.project_id);
  if (!project) throw unavailable();
  return { link, project };
}

/**
 * Counts a view of the portal page. The caller leaves out views by anyone signed
 * in to the business (the owner's own preview is not the client's visit).
 */
export async function recordView(
  db: Db,
  access: PortalAccess,
  visitor: { userAgent: string | undefined; address: string | undefined },
): Promise<void> {
  await inTransaction(db, (trx) =>
    q.recordView(trx, {
      id: newId(),
      link_id: access.link.id,
      at: nowIso(),
      user_agent: coarseUserAgent(visitor.userAgent),
      network: networkOf(visitor.address),
    }),
  );
}

export async function portalSummary(db: Db, access: PortalAccess): Promise<PortalSummary> {
  const [profile, progress, locale] = await Promise.all([
    getSetting(db, 'businessProfile'),
    projectTaskProgress(db, access.link.project_id),
    readLocale(db),
  ]);
  return {
    business: { name: profile.name.trim() },
    project: {
      name: access.project.name,
      status: access.project.status,
      tasksCompleted: progress.completed,
      tasksTotal: progress.total,
    },
    showInvoices: Number(access.link.show_invoices) === 1,
    tasks: progress.visible.map((task) => ({ title: task.title, completed: task.completed })),
    locale: { currency: locale.currency, dateFormat: locale.dateFormat },
  };
}

export async function portalUpdates(
  db: Db,
  access: PortalAccess,
  query: PortalUpdatesQuery,
): Promise<PortalUpdate[]> {
  const { from, to } = query;
  if (from && to && addDays(from, PORTAL_MAX_RANGE_DAYS) < to) {
    throw new HttpError(400, `to: the range may span at most ${PORTAL_MAX_RANGE_DAYS} days`);
  }
  const limit = from && to ? undefined : PORTAL_UPDATES_DEFAULT_LIMIT;
  const updates = await listClientVisibleUpdates(db, access.link.project_id, { from, to, limit });
  return updates.map((update) => ({
    id: update.id,
    date: update.date,
    note: update.note,
    checklist: update.checklist,
    photos: update.files
      .filter((file) => isInlineImage(file.contentType))
      .map((file) => ({ id: file.id, name: file.name })),
    files: update.files.map((file) => ({ name: file.name })),
    ...update.dailyLog,
  }));
}

/** A photo of one of the link's project's client-visible updates; anything else 404. */
export async function portalPhoto(db: Db, access: PortalAccess, fileId: string) {
  const file = await findClientVisibleFile(db, access.link.project_id, fileId);
  if (!file || !isInlineImage(file.content_type)) throw new HttpError(404, 'File not found');
  return file;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Stores a client's question, at most QUESTIONS_PER_HOUR per link in any hour,
 * counted in the database (so a restart does not reset it). Returns the e-mail
 * for the business, which the caller sends after answering.
 */
export async function askQuestion(
  db: Db,
  access: PortalAccess,
  input: z.output<typeof portalQuestionInputSchema>,
): Promise<{ mail: () => Promise<OutgoingMail | null> }> {
  const now = new Date();
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    // Written first: it takes the link row's lock, so concurrent questions are counted in turn.
    await q.lockLinkForQuestion(trx, access.link.id, at);
    const recent = await q.questionTimesSince(
      trx,
      access.link.id,
      new Date(now.getTime() - HOUR_MS).toISOString(),
    );
    if (recent.length >= QUESTIONS_PER_HOUR) {
      const oldest = Date.parse(recent[recent.length - QUESTIONS_PER_HOUR]!);
      const waitSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
      const minutes = Math.ceil(waitSeconds / 60);
      throw new HttpError(
        429,
        `You have sent ${QUESTIONS_PER_HOUR} questions in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us if it is urgent.`,
        { 'retry-after': String(waitSeconds) },
      );
    }
    await q.insertQuestion(trx, {
      id: newId(),
      project_id: access.link.project_id,
      link_id: access.link.id,
      name: input.name,
      message: input.message,
      email: input.email,
      created_at: at,
    });
  });
  return {
    mail: () =>
      questionEmail(db, {
        projectName: access.project.name,
        linkLabel: access.link.label,
        name: input.name,
        message: input.message,
        email: input.email,
      }),
  };
}
