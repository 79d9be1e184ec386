import { sql, type Expression, type SqlBool } from 'kysely';
import type { TaskEvent } from '../../core/schemas/update.js';

// Which updates a client may see (issues 16 and 18): the client-visible ones, and of
// those written by tasks only the events the owner shares (Settings > Sharing). One
// predicate for every client-facing read: portal, share pages and client e-mails.

/** `alias` names the updates table in the query (`u`, `updates`). */
export function clientSeesUpdate(
  alias: string,
  taskEvents: readonly TaskEvent[],
): Expression<SqlBool> {
  const visibility = sql.ref(`${alias}.visibility`);
  const kind = sql.ref(`${alias}.kind`);
  if (taskEvents.length === 0) return sql<SqlBool>`(${visibility} = 'client' and ${kind} = 'note')`;
  const event = sql.ref(`${alias}.task_event`);
  return sql<SqlBool>`(${visibility} = 'client' and (${kind} = 'note' or ${event} in (${sql.join([...taskEvents])})))`;
}

/** The same rule for one row already read. */
export function clientSeesRow(
  row: { visibility: string; kind: string; task_event: string | null },
  taskEvents: readonly TaskEvent[],
): boolean {
  if (row.visibility !== 'client') return false;
  return row.kind === 'note' || (taskEvents as readonly string[]).includes(row.task_event ?? '');
}
