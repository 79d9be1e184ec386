import type { ActivityEntry, ActivityPage, ActivityQuery } from '../../../core/schemas/team.js';
import type { Db } from '../../db/database.js';
import { newId, nowIso } from '../../lib/ids.js';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor.js';
import {
  insertActivity,
  listActivity,
  listPeople,
  type ActivityPosition,
  type ActivityRow,
} from './activity.queries.js';

/** What happened, as the feature that changed something describes it. */
export interface ActivityInput {
  /** `<entity>.<verb>`: `task.created`, `invoice.paid`, `user.signed_in`. */
  action: string;
  entityType: string;
  entityId: string | null;
  projectId?: string | null;
  /** The project's name when the caller has it (a delete); otherwise read with the insert. */
  projectName?: string | null;
  /** A short description without amounts: `added update "Poured the slab"`. */
  summary: string;
}

/** Who did it: a signed-in person, or null for the system (a scheduled e-mail). */
export type Actor = { readonly id: string } | null;

const MAX_QUOTED = 80;

/** A record's title as a summary quotes it: one line, at most 80 characters. */
export function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `"${line.length > MAX_QUOTED ? `${line.slice(0, MAX_QUOTED - 1)}…` : line}"`;
}

/**
 * Records one entry. Call it with the transaction of the change itself, so the
 * entry exists exactly when the change does: a refused or failed write leaves none.
 */
export async function recordActivity(db: Db, actor: Actor, input: ActivityInput, at = nowIso()) {
  await insertActivity(db, {
    id: newId(),
    at,
    user_id: actor?.id ?? null,
    action: input.action,
    entity_type: input.entityType,
    entity_id: input.entityId,
    project_id: input.projectId ?? null,
    project_name: input.projectName ?? null,
    summary: input.summary,
  });
}

export const DEFAULT_ACTIVITY_PAGE = 50;

function activityPosition(cursor: string): ActivityPosition {
  const [at, id] = decodePageCursor(cursor, 2);
  return { at: at!, id: id! };
}

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: row.at,
    actor: row.user_id ? { id: row.user_id, name: row.user_name || row.user_username || '' } : null,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    projectId: row.project_id,
    project: row.current_project_name ?? row.project_name,
    summary: row.summary,
  };
}

/** One page of the log, newest first, with the cursor of the next page. */
export async function readActivityPage(db: Db, query: ActivityQuery): Promise<ActivityPage> {
  const limit = query.limit ?? DEFAULT_ACTIVITY_PAGE;
  const after = query.cursor === undefined ? undefined : activityPosition(query.cursor);
  // One extra row tells whether another page follows.
  const [rows, people] = await Promise.all([
    listActivity(db, { projectId: query.projectId, userId: query.userId, after, limit: limit + 1 }),
    listPeople(db),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(toEntry),
    nextCursor: rows.length > limit && last ? encodePageCursor([last.at, last.id]) : null,
    people: people.map((person) => ({ id: person.id, name: person.name || person.username })),
  };
}
