import crypto from 'node:crypto';
import type { User } from '../../../core/schemas/auth.js';
import type { Db } from '../../db/database.js';
import {
  deleteOtherSessions,
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
} from './auth.queries.js';

export const SESSION_COOKIE = 'sitebook_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often, so reads do not become writes.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Only the token's SHA-256 is stored: a stolen database holds no usable session. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: string, now = new Date()) {
  const token = crypto.randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, {
    tokenHash,
    userId,
    now: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, tokenHash, expiresAt };
}

export interface ActiveSession {
  tokenHash: string;
  user: User;
}

export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const row = await findSessionWithUser(db, tokenHash);
  if (!row) return null;
  if (Date.parse(row.expiresAt) <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - Date.parse(row.lastUsedAt) > TOUCH_INTERVAL_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
    await extendSession(db, tokenHash, now.toISOString(), expiresAt);
  }
  return { tokenHash, user: { id: row.userId, username: row.username } };
}

export const endSession = deleteSession;

/** Signs out every session of the user except the one kept (or all when null). */
export const endOtherSessions = deleteOtherSessions;
