import type { Db } from '../../db/database.js';
import type { ActivityLogTable } from '../../db/schema.js';
import { columnsOf, reusableQuery } from '../../db/reusable-query.js';

// The activity log: one row per change, written in the transaction of the change.

/** Where a page ends: the last entry's time and id (newest first). */
export interface ActivityPosition {
  at: string;
  id: string;
}

export interface ActivityFilter {
  projectId?: string | undefined;
  userId?: string | undefined;
  after?: ActivityPosition | undefined;
  limit: number;
}

/**
 * One insert. The project's current name is read in the same statement when the
 * caller does not have it, so the entry keeps it once the project is gone.
 */
export async function insertActivity(db: Db, row: ActivityLogTable): Promise<void> {
  // Every change writes one: built once per shape (decision 266).
  if (row.project_name !== null || row.project_id === null) await insertNamed(db, row);
  else await insertNamedFromProject(db, row, row.project_id);
}

const insertNamed = reusableQuery(
  (db: Db, row: ActivityLogTable) => db.insertInto('activity_log').values(row),
  columnsOf,
);

const insertNamedFromProject = reusableQuery(
  (db: Db, row: ActivityLogTable, projectId: string) =>
    db.insertInto('activity_log').values({
      ...row,
      project_name: (eb) =>
        eb.selectFrom('projects').select('projects.name').where('projects.id', '=', projectId),
    }),
  columnsOf,
);

/** Newest first; the project shows its current name, or the one it had when it was deleted. */
export function listActivity(db: Db, filter: ActivityFilter) {
  const { projectId, userId, after, limit } = filter;
  return db
    .selectFrom('activity_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('projects as p', 'p.id', 'a.project_id')
    .select([
      'a.id',
      'a.at',
      'a.user_id',
      'u.name as user_name',
      'u.username as user_username',
      'a.action',
      'a.entity_type',
      'a.entity_id',
      'a.project_id',
      'p.name as current_project_name',
      'a.project_name',
      'a.summary',
    ])
    .$if(projectId !== undefined, (q) => q.where('a.project_id', '=', projectId!))
    .$if(userId !== undefined, (q) => q.where('a.user_id', '=', userId!))
    .$if(after !== undefined, (q) =>
      // The plain `<=` bound lets the index start at the cursor (decision 060).
      q
        .where('a.at', '<=', after!.at)
        .where((eb) =>
          eb.or([
            eb('a.at', '<', after!.at),
            eb.and([eb('a.at', '=', after!.at), eb('a.id', '<', after!.id)]),
          ]),
        ),
    )
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

export type ActivityRow = Awaited<ReturnType<typeof listActivity>>[number];

/** Everyone who may appear in the log, by name (the person filter). */
export function listPeople(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}
