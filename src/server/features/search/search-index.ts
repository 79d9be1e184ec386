import type { Db } from '../../db/database.js';
import { SEARCH_KINDS, type SearchKind } from '../../db/search-schema.js';
import { drainSearchQueue } from '../../db/search-indexer.js';
import { findIndexMatches, findMemberIndexMatches, type IndexMatch } from './search.queries.js';

// Each group holds the newest records whose title (name, title, number) matches
// every word, then the newest of the other matching records (decision 061).
// Documents still queued for the index are indexed first (decision 214).

export interface SearchHit {
  kind: SearchKind;
  recordId: string;
}

/** Per kind: title matches, then the other matches, without repeats, at most perKind. */
function merge(rows: IndexMatch[], perKind: number): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const kind of SEARCH_KINDS) {
    const ofKind = rows.filter((row) => row.kind === kind);
    const ordered = [
      ...ofKind.filter((row) => Boolean(row.in_title)),
      ...ofKind.filter((row) => !row.in_title),
    ];
    const seen = new Set<string>();
    for (const row of ordered) {
      if (seen.size === perKind) break;
      if (seen.has(row.record_id)) continue;
      seen.add(row.record_id);
      hits.push({ kind, recordId: row.record_id });
    }
  }
  return hits;
}

/**
 * Records whose words start with every term, at most `perKind` of each kind:
 * title matches first, then the others, newest first in each. Terms hold only
 * letters and digits (see searchTerms).
 */
export async function findHits(
  db: Db,
  terms: readonly string[],
  perKind: number,
): Promise<SearchHit[]> {
  await drainSearchQueue(db);
  return merge(await findIndexMatches(db, terms, perKind), perKind);
}

/** The same, over the records of a field user's projects only (projects, tasks, updates). */
export async function findMemberHits(
  db: Db,
  terms: readonly string[],
  perKind: number,
  memberId: string,
): Promise<SearchHit[]> {
  await drainSearchQueue(db);
  return merge(await findMemberIndexMatches(db, terms, perKind, memberId), perKind);
}
