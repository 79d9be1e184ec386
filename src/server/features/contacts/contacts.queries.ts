import type { Selectable } from 'kysely';
import type { Contact, ContactValues } from '../../../core/schemas/contact.js';
import type { Db } from '../../db/database.js';
import type { ClientsTable } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export type ContactRow = Selectable<ClientsTable>;

/** Row -> API shape; `trade` is left out when there is none (spec section 3). */
export function mapContact(row: Omit<ContactRow, 'created_at' | 'updated_at'>): Contact {
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

/**
 * The contacts list as the API sends it, in its order (index `clients_name_id`): only the
 * columns the answer shows, written without a second zod pass (decision 204).
 */
export async function contactListJson(db: Db): Promise<string> {
  const rows = await db
    .selectFrom('clients')
    .select(['id', 'name', 'email', 'phone', 'company', 'position', 'type', 'trade'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return JSON.stringify(rows.map(mapContact));
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

/** Rows per INSERT when adding many: well under either database's parameter limit. */
const INSERT_CHUNK = 200;

/** Adds many contacts at once (an import); run it in a transaction to get all or none. */
export async function insertContacts(db: Db, values: readonly ContactValues[]): Promise<void> {
  const now = nowIso();
  const rows = values.map((contact) => ({
    id: newId(),
    ...contact,
    created_at: now,
    updated_at: now,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('clients')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

/** Every contact's e-mail address, lower-cased (an import skips the ones already here). */
export async function listContactEmails(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('clients').select('email').execute();
  return new Set(rows.map((row) => row.email.toLowerCase()));
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
