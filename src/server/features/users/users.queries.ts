import { sql } from 'kysely';
import type { Role } from '../../../core/schemas/auth.js';
import type { Db } from '../../db/database.js';

// People and their invitation links. Only the SHA-256 of a link's token is stored.

const selectUsers = (db: Db) =>
  db.selectFrom('users').select([
    'id',
    'username',
    'name',
    'email',
    'role',
    'active',
    'last_sign_in_at',
    // No password yet: the person has not accepted an invitation.
    sql<number>`case when password_hash = '' then 1 else 0 end`.as('pending'),
  ]);

export type UserRow = Awaited<
  ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>
>;

export function listUsers(db: Db): Promise<UserRow[]> {
  return selectUsers(db).orderBy('created_at').orderBy('id').execute();
}

export function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('id', '=', id).executeTakeFirst();
}

/** False when the username is taken, ignoring case (the index folds it as lower() does). */
export async function insertUser(
  db: Db,
  user: {
    id: string;
    username: string;
    name: string;
    email: string | null;
    role: Role;
    createdAt: string;
  },
): Promise<boolean> {
  // The unique index on lower(username) decides, also between two requests at once
  // (a check before the insert would let both through on PostgreSQL).
  const result = await db
    .insertInto('users')
    .values({
      id: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      role: user.role,
      active: 1,
      password_hash: '',
      created_at: user.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<{ name: string; email: string | null; role: Role; active: number }>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/**
 * Takes the row locks of every active owner (PostgreSQL), or the write lock
 * (SQLite), before the owners are counted: two owners demoting each other at once
 * are then decided one after the other, and the second sees the first's change.
 */
export async function lockOwners(db: Db): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ active: eb.ref('active') }))
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .execute();
}

export async function countActiveOwners(db: Db, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertInvitation(
  db: Db,
  row: {
    tokenHash: string;
    userId: string;
    createdBy: string | null;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('invitations')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      created_by: row.createdBy,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      used_at: null,
      voided_at: null,
    })
    .execute();
}

/** Voids the person's links not used yet (a new link replaces them; deactivation ends them). */
export async function voidInvitations(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ voided_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
}

export function findInvitation(db: Db, tokenHash: string) {
  return db
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.user_id')
    .select([
      'invitations.user_id as userId',
      'invitations.expires_at as expiresAt',
      'invitations.used_at as usedAt',
      'invitations.voided_at as voidedAt',
      'users.active as active',
      'users.name as name',
      'users.username as username',
    ])
    .where('invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the link used if it still works at `now`; false when another request used it first. */
export async function useInvitation(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

export async function setLastSignIn(db: Db, userId: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', userId).execute();
}
