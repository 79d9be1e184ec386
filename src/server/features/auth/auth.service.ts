import {
  ROLES,
  type ChangePasswordInput,
  type LoginInput,
  type ProfilePatchInput,
  type Role,
  type User,
} from '../../../core/schemas/auth.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { DeviceCookies, IssuedDeviceCookie } from '../../lib/device-cookie.js';
import { HttpError } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { signInKeys, type LoginThrottle } from '../../lib/login-throttle.js';
import {
  decoyPasswordHash,
  generatePassword,
  hashPassword,
  verifyPassword,
} from '../../lib/passwords.js';
import {
  countUsers,
  findUserById,
  findUserByUsername,
  insertUser,
  setEmail,
  setLastSignIn,
  setPasswordHash,
} from './auth.queries.js';
import { createSession, endOtherSessions, endSession } from '../../lib/sessions.js';
import { recordActivity } from '../activity/index.js';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The signed-in person's shape; a role this version does not know grants a field user's rights. */
export function toUser(row: UserRow): User {
  const role = (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : 'field';
  return {
    id: row.id,
    username: row.username,
    name: row.name || row.username,
    role,
    email: row.email,
  };
}

/**
 * The user whose credentials match, or null; takes the same time either way. A
 * person who has not accepted their invitation has no password yet: checked
 * against the decoy, like an unknown name.
 */
export async function checkCredentials(
  db: Db,
  input: LoginInput,
): Promise<(User & { active: boolean }) | null> {
  const user = await findUserByUsername(db, input.username);
  const valid = await verifyPassword(
    input.password,
    user?.password_hash || (await decoyPasswordHash()),
  );
  return user && user.password_hash && valid
    ? { ...toUser(user), active: Number(user.active) === 1 }
    : null;
}

function tooManyAttempts(waitMs: number): HttpError {
  const minutes = Math.ceil(waitMs / 60_000);
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  );
}

/**
 * Checks a sign-in under the throttle (429 when blocked, 401 when wrong) and
 * returns the user with a fresh device cookie for the browser.
 */
export async function signIn(
  db: Db,
  limits: { throttle: LoginThrottle; devices: DeviceCookies },
  attempt: { ip: string; input: LoginInput; deviceCookie: string | undefined },
): Promise<{ user: User; device: IssuedDeviceCookie }> {
  const { username } = attempt.input;
  const deviceId = await limits.devices.deviceId(attempt.deviceCookie, username);
  const keys = signInKeys({ ip: attempt.ip, username, deviceId });
  const admitted = limits.throttle.attempt(keys.charged);
  if (!admitted.allowed) throw tooManyAttempts(admitted.retryAfterMs);
  const checked = await checkCredentials(db, attempt.input);
  if (!checked) throw new HttpError(401, 'Invalid username or password');
  // Told only to whoever knows the password: it is of no use to a guesser.
  if (!checked.active) {
    throw new HttpError(
      403,
      'This account has been deactivated. Ask the business owner to reactivate it.',
    );
  }
  admitted.succeeded();
  limits.throttle.reset(keys.own);
  const { active: _active, ...user } = checked;
  return { user, device: await limits.devices.issue(username) };
}

/**
 * A new session for the person who just signed in, ending the one the browser
 * presented (no fixation); the sign-in is recorded with it.
 */
export async function startSession(db: Db, user: User, presentedTokenHash: string | null) {
  return inTransaction(db, async (trx) => {
    if (presentedTokenHash) await endSession(trx, presentedTokenHash);
    const now = new Date();
    const session = await createSession(trx, user.id, now);
    await setLastSignIn(trx, user.id, now.toISOString());
    await recordActivity(
      trx,
      user,
      { action: 'user.signed_in', entityType: 'user', entityId: user.id, summary: 'signed in' },
      now.toISOString(),
    );
    return session;
  });
}

/** The signed-in person's own e-mail address (Settings for every role). */
export async function updateProfile(
  db: Db,
  user: User,
  patch: ProfilePatchInput & { email: string | null },
) {
  await inTransaction(db, async (trx) => {
    await setEmail(trx, user.id, patch.email);
    await recordActivity(trx, user, {
      action: 'user.edited',
      entityType: 'user',
      entityId: user.id,
      summary: 'changed their e-mail address',
    });
  });
  return toUser((await findUserById(db, user.id))!);
}

export async function changePassword(
  db: Db,
  userId: string,
  currentTokenHash: string,
  input: ChangePasswordInput,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw new HttpError(400, 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (trx) => {
    await setPasswordHash(trx, userId, passwordHash);
    await endOtherSessions(trx, userId, currentTokenHash);
    await recordActivity(
      trx,
      { id: userId },
      {
        action: 'user.password_changed',
        entityType: 'user',
        entityId: userId,
        summary: 'changed their password',
      },
    );
  });
}

/**
 * Creates the owner account on first start. Returns the generated password when
 * none was configured, so the caller can show it once.
 */
export async function ensureOwner(
  db: Db,
  username: string,
  configuredPassword: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await countUsers(db)) > 0) return { created: false };
  const password = configuredPassword ?? generatePassword();
  try {
    await insertUser(db, {
      id: newId(),
      username,
      passwordHash: await hashPassword(password),
      createdAt: nowIso(),
      role: 'owner',
    });
  } catch (error) {
    // Another process started at the same moment and created the owner first.
    if ((await countUsers(db)) > 0) return { created: false };
    throw error;
  }
  return configuredPassword ? { created: true } : { created: true, generatedPassword: password };
}

/** Sets a new password and signs the user out everywhere; null when no such user. */
export async function resetPassword(db: Db, username: string, password: string) {
  const user = await findUserByUsername(db, username);
  if (!user) return null;
  await setPasswordHash(db, user.id, await hashPassword(password));
  await endOtherSessions(db, user.id, null);
  return { id: user.id, username: user.username };
}
