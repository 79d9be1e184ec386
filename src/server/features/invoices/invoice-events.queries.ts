import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

// What is written beside an invoice as it goes: its history and the e-mails sent about it.

type Conn = Kysely<DB>;

export async function insertEvent(
  db: Conn,
  event: { id: string; invoiceId: string; kind: string; detail: string | null; at: string },
) {
  await db
    .insertInto('invoice_events')
    .values({
      id: event.id,
      invoice_id: event.invoiceId,
      kind: event.kind,
      detail: event.detail,
      created_at: event.at,
    })
    .execute();
}

/** The invoice's history, oldest first. */
export function listEvents(db: Conn, invoiceId: string) {
  return db
    .selectFrom('invoice_events')
    .select(['kind', 'detail', 'created_at'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The owner's business e-mail log (decision 090's table): one row per invoice e-mail. */
export async function insertMailLog(
  db: Conn,
  entry: {
    id: string;
    projectId: string | null;
    recipient: string;
    subject: string;
    result: 'sent' | 'failed';
    error: string | null;
    at: string;
  },
) {
  await db
    .insertInto('sent_mail_log')
    .values({
      id: entry.id,
      schedule_id: null,
      project_id: entry.projectId,
      period_key: null,
      recipient: entry.recipient,
      subject: entry.subject,
      result: entry.result,
      error: entry.error,
      attempts: 1,
      next_attempt_at: null,
      created_at: entry.at,
      updated_at: entry.at,
    })
    .execute();
}
