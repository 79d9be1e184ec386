import type { Selectable } from 'kysely';
import type { Contact, ContactValues } from '../../../core/schemas/contact.js';
import type { Db } from '../../db/database.js';
import type { ClientsTable } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export type ContactRow = Selectable<ClientsTable>;

/** Row -> API shape; `trade` is left out when there is none (spec section 3). */
export function mapContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    position: row.position,
    type: row.type as Contact['type'],
    ...(row.trade && row.type !== 'Client' ? { trade: row.trade as Contact['trade'] } : {}),
  };
}

export function listContacts(db: Db) {
  return db.selectFrom('clients').selectAll().orderBy('name').orderBy('id').execute();
}

export function findContact(db: Db, id: string) {
  return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertContact(db: Db, values: ContactValues): Promise<ContactRow> {
  const now = nowIso();
  const row: ContactRow = { id: newId(), ...values, created_at: now, updated_at: now };
  await db.insertInto('clients').values(row).execute();
  return row;
}

export async function updateContact(db: Db, id: string, values: ContactValues) {
  const result = await db
    .updateTable('clients')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteContact(db: Db, id: string) {
  const result = await db.deleteFrom('clients').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many projects and invoices still point at a contact. */
export async function countContactReferences(db: Db, id: string) {
  const [projects, invoices] = await Promise.all([
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('client_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('client_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { projects: Number(projects.count), invoices: Number(invoices.count) };
}
