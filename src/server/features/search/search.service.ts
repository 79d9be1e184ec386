import {
  emptySearchResults,
  SEARCH_GROUP_LIMIT,
  searchTerms,
  type SearchResults,
} from '../../../core/schemas/search.js';
import type { Db } from '../../db/database.js';
import type { SearchKind } from '../../db/search-schema.js';
import { findHits, type SearchHit } from './search-index.js';
import {
  clientsByIds,
  invoicesByIds,
  projectsByIds,
  tasksByIds,
  updatesByIds,
} from './search.queries.js';

const idsOf = (hits: SearchHit[], kind: SearchKind) =>
  hits.filter((hit) => hit.kind === kind).map((hit) => hit.recordId);

/** Rows in the order of `ids` (the index's ranking). */
async function ranked<T extends { id: string }>(
  ids: string[],
  load: (ids: string[]) => Promise<T[]>,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await load(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every kind of record matching all words of `query` as word prefixes, best first. */
export async function search(db: Db, query: string): Promise<SearchResults> {
  const terms = searchTerms(query);
  if (terms.length === 0) return emptySearchResults();
  const hits = await findHits(db, terms, SEARCH_GROUP_LIMIT);
  const [clients, projects, tasks, updates, invoices] = await Promise.all([
    ranked(idsOf(hits, 'client'), (ids) => clientsByIds(db, ids)),
    ranked(idsOf(hits, 'project'), (ids) => projectsByIds(db, ids)),
    ranked(idsOf(hits, 'task'), (ids) => tasksByIds(db, ids)),
    ranked(idsOf(hits, 'update'), (ids) => updatesByIds(db, ids)),
    ranked(idsOf(hits, 'invoice'), (ids) => invoicesByIds(db, ids)),
  ]);
  return {
    clients,
    projects,
    tasks,
    updates,
    invoices: invoices.map((row) => ({ ...row, amount: Number(row.amount) })),
  };
}
