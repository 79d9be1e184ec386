import type { Db } from '../../db/database.js';

/** Project counts in one pass over the (small) projects table. */
export async function countProjects(db: Db, createdSince: string) {
  const row = await db
    .selectFrom('projects')
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
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    completed: Number(row.completed ?? 0),
    inProgress: Number(row.inProgress ?? 0),
    recent: Number(row.recent ?? 0),
  };
}

export async function countContacts(db: Db, createdSince: string) {
  const row = await db
    .selectFrom('clients')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number>(eb.case().when('created_at', '>=', createdSince).then(1).else(0).end())
        .as('recent'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), recent: Number(row.recent ?? 0) };
}
