import { sql } from 'kysely';
import type { Role } from '../../../core/schemas/auth.js';
import type { Db } from '../../db/database.js';

/** Usernames are unique ignoring case (as the database folds it): "Dana" signs in as "dana". */
export function findUserByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', sql`lower(${username})`)
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(
  db: Db,
  user: { id: string; username: string; passwordHash: string; createdAt: string; role?: Role },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      username: user.username,
      name: user.username,
      password_hash: user.passwordHash,
      created_at: user.createdAt,
      ...(user.role && { role: user.role }),
    })
    .execute();
}

export async function setLastSignIn(db: Db, userId: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', userId).execute();
}

export async function setEmail(db: Db, userId: string, email: string | null): Promise<void> {
  await db.updateTable('users').set({ email }).where('id', '=', userId).execute();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}
