import crypto from 'node:crypto';
import { ROLES, type Role, type User } from '../../core/schemas/auth.js';
import type { Db } from '../db/database.js';
import { readSession } from './session-batches.js';
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  extendSession,
  insertSession,
} from './sessions.queries.js';

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

/** The signed-in person: who, and the role that decides what they may do. */
export interface ActiveSession {
  tokenHash: string;
  user: User;
  /**
   * The data version as the session was read, where that read it in the same round trip
   * (PostgreSQL): the answer cache starts from it instead of asking again (decision 225).
   */
  dataVersion?: string;
  /** The sum of the versions the route's kept answer is built from, read with the session (decision 231). */
  keptVersion?: number;
}

/** A stored role this version does not know grants nothing beyond a field user's. */
const roleOf = (stored: string): Role =>
  (ROLES as readonly string[]).includes(stored) ? (stored as Role) : 'field';

/** `keptFrom`: the versions the route's kept answer is built from, read in the same query. */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
  keptFrom?: readonly string[],
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const row = await readSession(db, tokenHash, keptFrom);
  if (!row) return null;
  // Deactivating ends the sessions too; this refuses any that slipped past.
  if (Number(row.active) !== 1) return null;
  if (Date.parse(row.expiresAt) <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - Date.parse(row.lastUsedAt) > TOUCH_INTERVAL_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
    await extendSession(db, tokenHash, now.toISOString(), expiresAt);
  }
  return {
    tokenHash,
    user: {
      id: row.userId,
      username: row.username,
      name: row.name || row.username,
      role: roleOf(row.role),
      email: row.email,
    },
    ...(row.dataVersion === undefined ? {} : { dataVersion: row.dataVersion }),
    // As versionOf reads it: no row counts 0.
    ...(row.keptVersion === undefined ? {} : { keptVersion: Number(row.keptVersion ?? 0) }),
  };
}

export const endSession = deleteSession;

/** Signs out every session of the user except the one kept (or all when null). */
export const endOtherSessions = deleteOtherSessions;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes sessions past their expiry; returns how many went. */
export function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  return deleteExpiredSessions(db, now.toISOString());
}

/**
 * Purges expired sessions once a day while the server runs (an expired session
 * is refused anyway; this keeps the table from growing with every sign-in).
 */
export function startDailySessionPurge(db: Db, onError: (error: unknown) => void) {
  const timer = setInterval(() => {
    purgeExpiredSessions(db).catch(onError);
  }, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
