import type { Db } from '../../db/database.js';

// The fields spec section 3 lists for each kind of search hit, by id.

export function clientsByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'company', 'email', 'phone'])
    .where('id', 'in', ids)
    .execute();
}

export function projectsByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('projects')
    .innerJoin('clients', 'clients.id', 'projects.client_id')
    .select(['projects.id', 'projects.name', 'clients.name as clientName', 'projects.address'])
    .where('projects.id', 'in', ids)
    .execute();
}

export function tasksByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('tasks')
    .innerJoin('projects', 'projects.id', 'tasks.project_id')
    .select(['tasks.id', 'tasks.title', 'projects.name as project'])
    .where('tasks.id', 'in', ids)
    .execute();
}

export function updatesByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('updates')
    .innerJoin('projects', 'projects.id', 'updates.project_id')
    .select(['updates.id', 'projects.name as project', 'updates.date', 'updates.note'])
    .where('updates.id', 'in', ids)
    .execute();
}

export function invoicesByIds(db: Db, ids: string[]) {
  return db
    .selectFrom('invoices')
    .select(['id', 'invoice_number as invoiceNumber', 'client_name as client', 'amount'])
    .where('id', 'in', ids)
    .execute();
}
