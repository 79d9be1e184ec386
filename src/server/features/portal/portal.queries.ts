import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PortalLinksTable } from '../../db/schema.js';

// Small named queries over portal links, their token hashes, views and client
// questions. Write functions take the transaction they run in.

export type LinkRow = Selectable<PortalLinksTable>;

export async function insertLink(trx: Db, row: Omit<LinkRow, 'view_count'>): Promise<void> {
  await trx.insertInto('portal_links').values(row).execute();
}

export async function insertToken(
  trx: Db,
  row: { token_hash: string; link_id: string; created_at: string },
): Promise<void> {
  await trx.insertInto('portal_tokens').values(row).execute();
}

export function findLink(db: Db, id: string): Promise<LinkRow | undefined> {
  return db.selectFrom('portal_links').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The link a token hash belongs to (revoked and expired ones included). */
export function findLinkByTokenHash(db: Db, tokenHash: string): Promise<LinkRow | undefined> {
  return db
    .selectFrom('portal_tokens as t')
    .innerJoin('portal_links as l', 'l.id', 't.link_id')
    .selectAll('l')
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A project's links, newest first. */
export function listLinks(db: Db, projectId: string): Promise<LinkRow[]> {
  return db
    .selectFrom('portal_links')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The links that work on `today` (the owner's date), of every project, newest first. */
export function listActiveLinks(db: Db, today: string): Promise<LinkRow[]> {
  return db
    .selectFrom('portal_links')
    .selectAll()
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes the link unless it already is; true when this call revoked it. */
export async function revokeLink(trx: Db, id: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('portal_links')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A revoked link's URLs are useless: their hashes go. */
export async function deleteTokensOf(trx: Db, linkId: string): Promise<void> {
  await trx.deleteFrom('portal_tokens').where('link_id', '=', linkId).execute();
}

/**
 * The newest active link of the project for this contact (`today`: the owner's date);
 * with `showingInvoices`, the newest of those that show invoices.
 */
export function findContactLink(
  db: Db,
  projectId: string,
  email: string,
  today: string,
  options: { showingInvoices?: boolean } = {},
): Promise<LinkRow | undefined> {
  return db
    .selectFrom('portal_links')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
    .where((eb) => eb(eb.fn('lower', ['contact_email']), '=', email.toLowerCase()))
    .$if(options.showingInvoices === true, (qb) => qb.where('show_invoices', '=', 1))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---- Views ----

export async function recordView(
  trx: Db,
  view: { id: string; link_id: string; at: string; user_agent: string; network: string },
): Promise<void> {
  await trx.insertInto('portal_views').values(view).execute();
  await trx
    .updateTable('portal_links')
    .set((eb) => ({ view_count: eb('view_count', '+', 1), last_viewed_at: view.at }))
    .where('id', '=', view.link_id)
    .execute();
}

export function listViews(db: Db, linkId: string, limit: number) {
  return db
    .selectFrom('portal_views')
    .select(['at', 'user_agent', 'network'])
    .where('link_id', '=', linkId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// ---- Questions ----

/** Writes the link row first: concurrent questions through one link wait for each other. */
export async function lockLinkForQuestion(trx: Db, linkId: string, now: string): Promise<void> {
  await trx
    .updateTable('portal_links')
    .set({ last_question_at: now })
    .where('id', '=', linkId)
    .execute();
}

/** When the link's questions since `since` were asked, oldest first. */
export async function questionTimesSince(trx: Db, linkId: string, since: string) {
  const rows = await trx
    .selectFrom('portal_questions')
    .select('created_at')
    .where('link_id', '=', linkId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at);
}

export async function insertQuestion(
  trx: Db,
  row: {
    id: string;
    project_id: string;
    link_id: string;
    name: string;
    message: string;
    email: string | null;
    created_at: string;
  },
): Promise<void> {
  await trx
    .insertInto('portal_questions')
    .values({ ...row, read_at: null })
    .execute();
}

const selectQuestions = (db: Db) =>
  db
    .selectFrom('portal_questions as q')
    .leftJoin('portal_links as l', 'l.id', 'q.link_id')
    .select([
      'q.id',
      'q.project_id',
      'q.link_id',
      'l.label as link_label',
      'q.name',
      'q.message',
      'q.email',
      'q.created_at',
      'q.read_at',
    ]);

export type QuestionRow = Awaited<
  ReturnType<ReturnType<typeof selectQuestions>['executeTakeFirstOrThrow']>
>;

export function listQuestions(db: Db, projectId: string): Promise<QuestionRow[]> {
  return selectQuestions(db)
    .where('q.project_id', '=', projectId)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
}

export function findQuestion(db: Db, id: string): Promise<QuestionRow | undefined> {
  return selectQuestions(db).where('q.id', '=', id).executeTakeFirst();
}

export async function setQuestionRead(db: Db, id: string, readAt: string | null) {
  const result = await db
    .updateTable('portal_questions')
    .set({ read_at: readAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countUnreadByProject(db: Db) {
  const rows = await db
    .selectFrom('portal_questions')
    .select(['project_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('read_at', 'is', null)
    .groupBy('project_id')
    .execute();
  return rows.map((row) => ({ projectId: row.project_id, count: Number(row.count) }));
}

/** Where a question is e-mailed: the owner's own address when the business profile has none. */
export async function ownerEmail(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'owner')
    .where('email', 'is not', null)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.email ?? null;
}
