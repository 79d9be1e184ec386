import crypto from 'node:crypto';
import type { Role, User } from '../../../core/schemas/auth.js';
import {
  INVITATION_DAYS,
  type InvitationPreview,
  type TeamUser,
  type userCreateSchema,
  type userPatchSchema,
} from '../../../core/schemas/team.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { mailSource, sendMail } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import { createSession, endOtherSessions, hashToken } from '../../lib/sessions.js';
import { quoted, recordActivity } from '../activity/index.js';
import { invitationMail } from './invitation-mail.js';
import { getSetting } from '../../settings/settings.js';
import * as q from './users.queries.js';
import type { z } from 'zod';

// The team (issue 15, decision 150): people, their roles and invitation links.

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITATION_TTL_MS = INVITATION_DAYS * DAY_MS;

export interface TeamContext {
  db: Db;
  config: Config;
  /** Where the web app is reached: PUBLIC_URL, else the request's origin. */
  baseUrl: string;
  /** The owner making the change. */
  actor: User;
  /** Told when an invitation e-mail could not be sent (the link is still given). */
  onMailError: (error: unknown) => void;
}

export function toTeamUser(row: q.UserRow): TeamUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name || row.username,
    email: row.email,
    role: row.role as Role,
    active: Number(row.active) === 1,
    lastSignInAt: row.last_sign_in_at,
    invitationPending: Number(row.pending) === 1,
  };
}

export const inviteUrl = (baseUrl: string, token: string) => `${baseUrl}/invite/${token}`;

/** A fresh single-use link for the person; the links they had before stop working. */
async function issueInvitation(trx: Db, userId: string, createdBy: string, now: Date) {
  const token = crypto.randomBytes(32).toString('base64url');
  await q.voidInvitations(trx, userId, now.toISOString());
  await q.insertInvitation(trx, {
    tokenHash: hashToken(token),
    userId,
    createdBy,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
  });
  return token;
}

/**
 * E-mails the link when the person has an address and SMTP is set up. Sent after
 * the commit: a mail server that is down must not undo the invitation, whose link
 * the owner has on screen anyway.
 */
async function mailInvitation(ctx: TeamContext, user: TeamUser, url: string) {
  if (!user.email || (await mailSource(ctx.db, ctx.config)) === 'none') return;
  try {
    await sendMail(
      ctx.db,
      ctx.config,
      invitationMail({ to: user.email, name: user.name, url, invitedBy: ctx.actor.name }),
    );
    await recordActivity(ctx.db, ctx.actor, {
      action: 'email.sent',
      entityType: 'user',
      entityId: user.id,
      summary: `e-mailed an invitation to ${quoted(user.name)}`,
    });
  } catch (error) {
    ctx.onMailError(error);
  }
}

export async function createUser(ctx: TeamContext, input: z.output<typeof userCreateSchema>) {
  const now = new Date();
  const id = newId();
  const token = await inTransaction(ctx.db, async (trx) => {
    if (!(await q.insertUser(trx, { id, ...input, createdAt: now.toISOString() }))) {
      throw new HttpError(409, `username: "${input.username}" is taken; choose another one`);
    }
    const issued = await issueInvitation(trx, id, ctx.actor.id, now);
    await recordActivity(trx, ctx.actor, {
      action: 'user.invited',
      entityType: 'user',
      entityId: id,
      summary: `invited ${quoted(input.name)} as ${input.role}`,
    });
    return issued;
  });
  const user = toTeamUser((await q.findUser(ctx.db, id))!);
  const url = inviteUrl(ctx.baseUrl, token);
  await mailInvitation(ctx, user, url);
  return { user, inviteUrl: url };
}

export async function renewInvitation(ctx: TeamContext, id: string) {
  const token = await inTransaction(ctx.db, async (trx) => {
    const user = await q.findUser(trx, id);
    if (!user) throw notFound('User');
    if (Number(user.active) !== 1) {
      throw new HttpError(
        409,
        'This person is deactivated. Reactivate them before inviting them again.',
      );
    }
    const issued = await issueInvitation(trx, id, ctx.actor.id, new Date());
    await recordActivity(trx, ctx.actor, {
      action: 'user.invitation_renewed',
      entityType: 'user',
      entityId: id,
      summary: `made a new invitation link for ${quoted(user.name || user.username)}`,
    });
    return issued;
  });
  const url = inviteUrl(ctx.baseUrl, token);
  await mailInvitation(ctx, toTeamUser((await q.findUser(ctx.db, id))!), url);
  return { inviteUrl: url };
}

export const LAST_OWNER_MESSAGE =
  'Sitebook needs at least one active owner. Make someone else an owner first.';

function changeSummary(name: string, before: q.UserRow, patch: z.output<typeof userPatchSchema>) {
  if (patch.active === false && Number(before.active) === 1)
    return { action: 'user.deactivated', summary: `deactivated ${name}` };
  if (patch.active === true && Number(before.active) !== 1)
    return { action: 'user.reactivated', summary: `reactivated ${name}` };
  if (patch.role !== undefined && patch.role !== before.role) {
    return { action: 'user.role_changed', summary: `changed the role of ${name} to ${patch.role}` };
  }
  return { action: 'user.edited', summary: `edited ${name}` };
}

/**
 * Edits a person. Demoting or deactivating the last active owner is refused (409);
 * a new role or a deactivation ends the person's sessions in the same transaction,
 * so their next request answers 401 and they sign in again under the new rules.
 */
export async function editUser(
  ctx: TeamContext,
  id: string,
  patch: z.output<typeof userPatchSchema>,
) {
  await inTransaction(ctx.db, async (trx) => {
    await q.lockOwners(trx);
    const before = await q.findUser(trx, id);
    if (!before) throw notFound('User');
    const wasActiveOwner = before.role === 'owner' && Number(before.active) === 1;
    const staysActiveOwner =
      (patch.role ?? before.role) === 'owner' && (patch.active ?? Number(before.active) === 1);
    if (wasActiveOwner && !staysActiveOwner && (await q.countActiveOwners(trx, id)) === 0) {
      throw new HttpError(409, LAST_OWNER_MESSAGE);
    }
    await q.updateUser(trx, id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.email !== undefined && { email: patch.email }),
      ...(patch.role !== undefined && { role: patch.role }),
      ...(patch.active !== undefined && { active: patch.active ? 1 : 0 }),
    });
    const roleChanged = patch.role !== undefined && patch.role !== before.role;
    const deactivated = patch.active === false && Number(before.active) === 1;
    if (roleChanged || deactivated) await endOtherSessions(trx, id, null);
    if (deactivated) await q.voidInvitations(trx, id, nowIso());
    const { action, summary } = changeSummary(
      quoted(patch.name ?? (before.name || before.username)),
      before,
      patch,
    );
    await recordActivity(trx, ctx.actor, { action, entityType: 'user', entityId: id, summary });
  });
  return toTeamUser((await q.findUser(ctx.db, id))!);
}

const gone = (message: string) => new HttpError(410, message);

/** Why a link no longer works, in words the person can act on; null while it works. */
function invitationProblem(
  row: Awaited<ReturnType<typeof q.findInvitation>>,
  now: Date,
): HttpError | null {
  if (!row) return gone('This invitation link is not valid. Ask the business owner for a new one.');
  if (row.usedAt)
    return gone(
      'This invitation link has already been used. Sign in, or ask the business owner for a new link.',
    );
  if (row.voidedAt || Number(row.active) !== 1) {
    return gone(
      'This invitation link has been replaced or withdrawn. Ask the business owner for a new one.',
    );
  }
  if (Date.parse(row.expiresAt) <= now.getTime()) {
    return gone(
      `This invitation link has expired (links work for ${INVITATION_DAYS} days). Ask the business owner for a new one.`,
    );
  }
  return null;
}

/**
 * The invited person chooses a password: the link is used up, their password set,
 * any session they had ended, and a new one started, all in one transaction. A
 * used, voided or expired link answers 410.
 */
/** The invitation page's greeting; a link that no longer works answers 410 with the reason. */
export async function readInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const [row, profile] = await Promise.all([
    q.findInvitation(db, hashToken(token)),
    getSetting(db, 'businessProfile'),
  ]);
  const problem = invitationProblem(row, new Date());
  if (problem) throw problem;
  return {
    name: row!.name || row!.username,
    username: row!.username,
    business: profile.name.trim(),
  };
}

export async function acceptInvitation(db: Db, input: { token: string; password: string }) {
  const tokenHash = hashToken(input.token);
  const problem = invitationProblem(await q.findInvitation(db, tokenHash), new Date());
  if (problem) throw problem;
  // Hashed before the transaction: scrypt takes a while and must not hold the write lock.
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    const now = new Date();
    const row = await q.findInvitation(trx, tokenHash);
    if (!(await q.useInvitation(trx, tokenHash, now.toISOString()))) {
      throw invitationProblem(row, now) ?? gone('This invitation link has already been used.');
    }
    const userId = row!.userId;
    await q.setPassword(trx, userId, passwordHash);
    await endOtherSessions(trx, userId, null);
    await q.setLastSignIn(trx, userId, now.toISOString());
    const session = await createSession(trx, userId, now);
    const user = (await q.findUser(trx, userId))!;
    await recordActivity(
      trx,
      { id: userId },
      {
        action: 'user.joined',
        entityType: 'user',
        entityId: userId,
        summary: 'accepted the invitation and chose a password',
      },
    );
    const signedIn: User = {
      id: user.id,
      username: user.username,
      name: user.name || user.username,
      role: user.role as Role,
      email: user.email,
    };
    return { user: signedIn, session };
  });
}
