import { addDays } from '../../../core/dates.js';
import {
  PORTAL_LINK_DEFAULT_DAYS,
  type PortalLink,
  type PortalLinkCreated,
  type ActivePortalLink,
  type PortalView,
  type portalLinkInputSchema,
} from '../../../core/schemas/portal.js';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { mailSource, sendMail } from '../../lib/mailer.js';
import { ownerToday } from '../../lib/owner-time.js';
import { recordActivity, type Actor } from '../activity/index.js';
import type { InvoicePortalLink } from '../invoices/index.js';
import { findProjectHeadline } from '../projects/index.js';
import { linkEmail } from './portal-mail.js';
import { newPortalToken, portalUrl } from './portal-token.js';
import * as q from './portal.queries.js';

// The owner's side of portal links (decision 160): a link is shown with its URL
// once, when it is made; afterwards only its settings and views are.

type LinkInput = z.output<typeof portalLinkInputSchema>;

/** Revoked, expired (past its last day where the owner works) or active. */
export function linkStatus(link: q.LinkRow, today: string): PortalLink['status'] {
  if (link.revoked_at) return 'revoked';
  if (link.expires_on !== null && link.expires_on < today) return 'expired';
  return 'active';
}

export function toPortalLink(link: q.LinkRow, today: string): PortalLink {
  return {
    id: link.id,
    label: link.label,
    contactEmail: link.contact_email,
    createdAt: link.created_at,
    expiresAt: link.expires_on,
    revokedAt: link.revoked_at,
    lastViewedAt: link.last_viewed_at,
    viewCount: Number(link.view_count),
    showInvoices: Number(link.show_invoices) === 1,
    status: linkStatus(link, today),
  };
}

async function requireProject(db: Db, projectId: string) {
  const project = await findProjectHeadline(db, projectId);
  if (!project) throw notFound('Project');
  return project;
}

async function requireLink(db: Db, id: string) {
  const link = await q.findLink(db, id);
  if (!link) throw notFound('Portal link');
  return link;
}

/** Inserts a link with its first token; returns the token (never stored). */
async function insertLinkWithToken(
  trx: Db,
  values: Omit<q.LinkRow, 'id' | 'created_at' | 'revoked_at' | 'last_viewed_at' | 'view_count'>,
) {
  const id = newId();
  const now = nowIso();
  const { token, hash } = newPortalToken();
  await q.insertLink(trx, {
    ...values,
    id,
    created_at: now,
    revoked_at: null,
    last_viewed_at: null,
    last_question_at: null,
  });
  await q.insertToken(trx, { token_hash: hash, link_id: id, created_at: now });
  return { id, token };
}

interface Issued {
  id: string;
  token: string;
}

/** The answer to a create or rotate: the link, its URL, and whether it was e-mailed. */
async function announce(
  db: Db,
  config: Config,
  baseUrl: string,
  issued: Issued,
  projectName: string,
): Promise<PortalLinkCreated> {
  const link = (await q.findLink(db, issued.id))!;
  const url = portalUrl(baseUrl, issued.token);
  let emailedTo: string | null = null;
  let emailError: string | null = null;
  if (link.contact_email && (await mailSource(db, config)) !== 'none') {
    try {
      await sendMail(
        db,
        config,
        await linkEmail(db, {
          to: link.contact_email,
          url,
          projectName,
          expiresOn: link.expires_on,
        }),
      );
      emailedTo = link.contact_email;
    } catch (error) {
      // The link works anyway: the owner copies it from the answer instead.
      emailError = error instanceof Error ? error.message : String(error);
    }
  }
  return { ...toPortalLink(link, await ownerToday(db)), url, emailedTo, emailError };
}

export async function createLink(
  db: Db,
  config: Config,
  baseUrl: string,
  projectId: string,
  input: LinkInput,
  actor: Actor = null,
): Promise<PortalLinkCreated> {
  const project = await requireProject(db, projectId);
  const today = await ownerToday(db);
  const expiresOn =
    input.expiresAt === undefined ? addDays(today, PORTAL_LINK_DEFAULT_DAYS) : input.expiresAt;
  if (expiresOn !== null && expiresOn < today) {
    throw new HttpError(400, 'expiresAt: must be today or later');
  }
  const issued = await inTransaction(db, async (trx) => {
    const created = await insertLinkWithToken(trx, {
      project_id: projectId,
      label: input.label,
      contact_email: input.contactEmail,
      show_invoices: input.showInvoices ? 1 : 0,
      expires_on: expiresOn,
      last_question_at: null,
    });
    await recordActivity(trx, actor, {
      action: 'portal.link_created',
      entityType: 'portal-link',
      entityId: created.id,
      projectId,
      summary: input.label
        ? `made a client portal link for "${input.label}"`
        : 'made a client portal link',
    });
    return created;
  });
  return announce(db, config, baseUrl, issued, project.name);
}

export async function listLinks(db: Db, projectId: string): Promise<PortalLink[]> {
  await requireProject(db, projectId);
  const today = await ownerToday(db);
  return (await q.listLinks(db, projectId)).map((link) => toPortalLink(link, today));
}

/** Every link that works today, of every project: one read instead of one per project. */
export async function listActiveLinks(db: Db): Promise<ActivePortalLink[]> {
  const today = await ownerToday(db);
  return (await q.listActiveLinks(db, today)).map((link) => ({
    ...toPortalLink(link, today),
    projectId: link.project_id,
  }));
}

/** Revokes at once: every URL of the link answers 404 from now on. Revoking twice is no error. */
export async function revokeLink(db: Db, id: string, actor: Actor = null): Promise<PortalLink> {
  await inTransaction(db, async (trx) => {
    const link = await requireLink(trx, id);
    await q.revokeLink(trx, id, nowIso());
    await q.deleteTokensOf(trx, id);
    await recordActivity(trx, actor, {
      action: 'portal.link_revoked',
      entityType: 'portal-link',
      entityId: id,
      projectId: link.project_id,
      summary: 'revoked a client portal link',
    });
  });
  return toPortalLink(await requireLink(db, id), await ownerToday(db));
}

/**
 * Revokes the link and makes a new one for the same contact with the same
 * settings; it keeps the old last day unless that has passed (then the default).
 */
export async function rotateLink(
  db: Db,
  config: Config,
  baseUrl: string,
  id: string,
  actor: Actor = null,
): Promise<PortalLinkCreated> {
  const today = await ownerToday(db);
  const { issued, projectId } = await inTransaction(db, async (trx) => {
    const old = await requireLink(trx, id);
    // The conditional write takes the row's lock: a second rotate waits, then finds it revoked.
    if (!(await q.revokeLink(trx, id, nowIso()))) {
      throw new HttpError(409, 'This link is already revoked. Create a new link instead.');
    }
    await q.deleteTokensOf(trx, id);
    const expiresOn =
      old.expires_on === null || old.expires_on >= today
        ? old.expires_on
        : addDays(today, PORTAL_LINK_DEFAULT_DAYS);
    const created = await insertLinkWithToken(trx, {
      project_id: old.project_id,
      label: old.label,
      contact_email: old.contact_email,
      show_invoices: old.show_invoices,
      expires_on: expiresOn,
      last_question_at: null,
    });
    await recordActivity(trx, actor, {
      action: 'portal.link_rotated',
      entityType: 'portal-link',
      entityId: created.id,
      projectId: old.project_id,
      summary: 'replaced a client portal link with a new one',
    });
    return { issued: created, projectId: old.project_id };
  });
  const project = await requireProject(db, projectId);
  return announce(db, config, baseUrl, issued, project.name);
}

export const MAX_VIEWS_LISTED = 500;

export async function listViews(db: Db, id: string): Promise<PortalView[]> {
  await requireLink(db, id);
  const rows = await q.listViews(db, id, MAX_VIEWS_LISTED);
  return rows.map((row) => ({ at: row.at, userAgent: row.user_agent, network: row.network }));
}

/**
 * A URL for the project's portal link of this contact, for an e-mail to them (the
 * scheduled e-mails, an invoice and its reminders): a new token of that link (the
 * link's earlier URLs keep working), or null when the contact has no active link
 * (with `showingInvoices`: none that shows invoices) or the server has no public
 * address: PUBLIC_URL, else the `origin` of the request that sends the e-mail (the
 * scheduler has none). Only the new token's hash is stored.
 */
export async function issueContactPortalUrl(
  db: Db,
  config: Config,
  projectId: string,
  contactEmail: string,
  options: { showingInvoices?: boolean; origin?: string | undefined } = {},
): Promise<string | null> {
  const baseUrl = config.PUBLIC_URL?.replace(/\/+$/, '') ?? options.origin;
  if (!baseUrl || !contactEmail) return null;
  const today = await ownerToday(db);
  const link = await q.findContactLink(db, projectId, contactEmail, today, {
    showingInvoices: options.showingInvoices ?? false,
  });
  if (!link) return null;
  const { token, hash } = newPortalToken();
  await q.insertToken(db, { token_hash: hash, link_id: link.id, created_at: nowIso() });
  return portalUrl(baseUrl, token);
}

/** How invoice e-mails and reminders link the client portal: the recipient's link that shows invoices. */
export function invoicePortalLink(config: Config): InvoicePortalLink {
  return (db, projectId, recipient, origin) =>
    issueContactPortalUrl(db, config, projectId, recipient, { showingInvoices: true, origin });
}
