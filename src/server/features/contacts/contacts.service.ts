import type { ContactValues } from '../../../core/schemas/contact.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { quoted, recordActivity, type Actor } from '../activity/index.js';
import {
  countContactReferences,
  deleteContact,
  findContact,
  insertContact,
  updateContact,
} from './contacts.queries.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Why a contact cannot be deleted yet, or null when nothing refers to it. */
export function deleteBlockedMessage(refs: { projects: number; invoices: number }): string | null {
  const parts = [
    refs.projects > 0 ? plural(refs.projects, 'project') : null,
    refs.invoices > 0 ? plural(refs.invoices, 'invoice') : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  const them = refs.projects + refs.invoices === 1 ? 'it' : 'them';
  return `This contact has ${parts.join(' and ')}. Delete or reassign ${them} first.`;
}

/** Why a contact's type cannot change yet, or null. Projects belong to clients only. */
export function typeChangeBlockedMessage(
  from: string,
  to: string,
  refs: { projects: number },
): string | null {
  if (from !== 'Client' || to === 'Client' || refs.projects === 0) return null;
  return `This contact is the client of ${plural(refs.projects, 'project')}, so it must stay a Client.`;
}

export async function createContact(db: Db, actor: Actor, values: ContactValues) {
  return inTransaction(db, async (trx) => {
    const row = await insertContact(trx, values);
    await recordActivity(trx, actor, {
      action: 'contact.created',
      entityType: 'contact',
      entityId: row.id,
      summary: `added contact ${quoted(values.name)}`,
    });
    return row;
  });
}

export async function editContact(db: Db, actor: Actor, id: string, values: ContactValues) {
  return inTransaction(db, async (trx) => {
    const existing = await findContact(trx, id);
    if (!existing) throw notFound('Contact');
    const blocked = typeChangeBlockedMessage(
      existing.type,
      values.type,
      await countContactReferences(trx, id),
    );
    if (blocked) throw new HttpError(409, blocked);
    await updateContact(trx, id, values);
    await recordActivity(trx, actor, {
      action: 'contact.edited',
      entityType: 'contact',
      entityId: id,
      summary: `edited contact ${quoted(values.name)}`,
    });
    return { ...existing, ...values };
  });
}

export async function removeContact(db: Db, actor: Actor, id: string) {
  await inTransaction(db, async (trx) => {
    const existing = await findContact(trx, id);
    if (!existing) throw notFound('Contact');
    const blocked = deleteBlockedMessage(await countContactReferences(trx, id));
    if (blocked) throw new HttpError(409, blocked);
    // The foreign keys still refuse a project or invoice added meanwhile.
    await deleteContact(trx, id);
    await recordActivity(trx, actor, {
      action: 'contact.deleted',
      entityType: 'contact',
      entityId: id,
      summary: `deleted contact ${quoted(existing.name)}`,
    });
  });
}
