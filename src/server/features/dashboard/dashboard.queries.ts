import type { Db } from '../../db/database.js';
import { memberProjectIds, type ProjectScope } from '../../db/project-scope.js';

/** Project counts in one pass over the (small) projects table; a field user's projects only. */
export async function countProjects(db: Db, createdSince: string, scope: ProjectScope = null) {
  const row = await db
    .selectFrom('projects')
    .$if(scope !== null, (q) => q.where('projects.id', 'in', memberProjectIds(db, scope!)))
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'Completed').then(1).else(0).end())
        .as('completed'),
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'In Progress').then(1).else(0).end())
        .as('inProgress'),
      eb.fn
        .sum<number>(eb.case().when('created_at', '>=', createdSince).then(1).else(0).end())
        .as('recent'),
      // The oldest of those: the answer holds until it is older than the window (decision 215).
      eb.fn
        .min<string | null>(
          eb.case().when('created_at', '>=', createdSince).then(eb.ref('created_at')).end(),
        )
        .as('oldestRecent'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    completed: Number(row.completed ?? 0),
    inProgress: Number(row.inProgress ?? 0),
    recent: Number(row.recent ?? 0),
    oldestRecent: row.oldestRecent ?? null,
  };
}

/** Every contact; for a field user, the clients of their projects. */
export async function countContacts(db: Db, createdSince: string, scope: ProjectScope = null) {
  const row = await db
    .selectFrom('clients')
    .$if(scope !== null, (q) =>
      q.where('clients.id', 'in', (eb) =>
        eb
          .selectFrom('projects')
          .select('projects.client_id')
          .where('projects.id', 'in', memberProjectIds(db, scope!)),
      ),
    )
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number>(eb.case().when('created_at', '>=', createdSince).then(1).else(0).end())
        .as('recent'),
      // The oldest of those: the answer holds until it is older than the window (decision 215).
      eb.fn
        .min<string | null>(
          eb.case().when('created_at', '>=', createdSince).then(eb.ref('created_at')).end(),
        )
        .as('oldestRecent'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    recent: Number(row.recent ?? 0),
    oldestRecent: row.oldestRecent ?? null,
  };
}

/** Whether any row matches: one `select 1 ... limit 1` per question. */
const exists = async (query: { executeTakeFirst: () => Promise<unknown> }) =>
  (await query.executeTakeFirst()) !== undefined;

/**
 * What the getting-started checklist asks of the data (decision 181): a client, a project,
 * an update with a photo, a client portal link (revoked ones count: the client was invited).
 */
export async function findFirstRecords(db: Db) {
  const [client, project, photoUpdate, portalLink] = await Promise.all([
    exists(db.selectFrom('clients').select('id').where('type', '=', 'Client').limit(1)),
    exists(db.selectFrom('projects').select('id').limit(1)),
    exists(
      db
        .selectFrom('update_files')
        .select('update_files.id')
        .where('content_type', 'like', 'image/%')
        .limit(1),
    ),
    exists(db.selectFrom('portal_links').select('id').limit(1)),
  ]);
  return { client, project, photoUpdate, portalLink };
}
