import type { ChangePasswordInput, LoginInput, User } from '../../../core/schemas/auth.js';
import type { Db } from '../../db/database.js';
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
  setPasswordHash,
} from './auth.queries.js';
import { endOtherSessions } from '../../lib/sessions.js';

/** The user whose credentials match, or null; takes the same time either way. */
export async function checkCredentials(db: Db, input: LoginInput): Promise<User | null> {
  const user = await findUserByUsername(db, input.username);
  const valid = await verifyPassword(
    input.password,
    user?.password_hash ?? (await decoyPasswordHash()),
  );
  return user && valid ? { id: user.id, username: user.username } : null;
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
  const user = await checkCredentials(db, attempt.input);
  if (!user) throw new HttpError(401, 'Invalid username or password');
  admitted.succeeded();
  limits.throttle.reset(keys.own);
  return { user, device: await limits.devices.issue(username) };
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
  await setPasswordHash(db, userId, await hashPassword(input.newPassword));
  await endOtherSessions(db, userId, currentTokenHash);
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
