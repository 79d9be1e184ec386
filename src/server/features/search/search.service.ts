import {
  emptySearchResults,
  SEARCH_GROUP_LIMIT,
  searchTerms,
  type SearchResults,
} from '../../../core/schemas/search.js';
import type { User } from '../../../core/schemas/auth.js';
import { shownInvoiceNumber } from '../../../core/schemas/invoice.js';
import type { Db } from '../../db/database.js';
import type { SearchKind } from '../../db/search-schema.js';
import { displayNumber } from '../estimates/index.js';
import { findHits, findMemberHits, type SearchHit } from './search-index.js';
import {
  clientsByIds,
  documentsMatching,
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

/**
 * A field user's results (decision 150): their projects' projects, tasks and updates.
 * Contacts and invoices are never looked up, so no e-mail, phone or amount can be in it.
 */
async function memberSearch(db: Db, terms: readonly string[], memberId: string) {
  const hits = await findMemberHits(db, terms, SEARCH_GROUP_LIMIT, memberId);
  const [projects, tasks, updates] = await Promise.all([
    ranked(idsOf(hits, 'project'), (ids) => projectsByIds(db, ids)),
    ranked(idsOf(hits, 'task'), (ids) => tasksByIds(db, ids)),
    ranked(idsOf(hits, 'update'), (ids) => updatesByIds(db, ids)),
  ]);
  const results: SearchResults = {
    ...emptySearchResults(),
    projects,
    tasks,
    updates,
  };
  return results;
}

/**
 * Every kind of record matching all words of `query` as word prefixes, best first;
 * for a field user, only the records of their projects.
 */
export async function search(db: Db, query: string, user: User): Promise<SearchResults> {
  const terms = searchTerms(query);
  if (terms.length === 0) return emptySearchResults();
  if (user.role === 'field') return memberSearch(db, terms, user.id);
  const hits = await findHits(db, terms, SEARCH_GROUP_LIMIT);
  const [clients, projects, tasks, updates, invoices, documents] = await Promise.all([
    ranked(idsOf(hits, 'client'), (ids) => clientsByIds(db, ids)),
    ranked(idsOf(hits, 'project'), (ids) => projectsByIds(db, ids)),
    ranked(idsOf(hits, 'task'), (ids) => tasksByIds(db, ids)),
    ranked(idsOf(hits, 'update'), (ids) => updatesByIds(db, ids)),
    ranked(idsOf(hits, 'invoice'), (ids) => invoicesByIds(db, ids)),
    documentsMatching(db, terms, SEARCH_GROUP_LIMIT),
  ]);
  return {
    clients,
    projects,
    tasks,
    updates,
    // A draft's stored number is a placeholder: it is shown as '' (decision 170).
    invoices: invoices.map((row) => ({
      ...row,
      invoiceNumber: shownInvoiceNumber(row.invoiceNumber),
      amount: Number(row.amount),
    })),
    estimates: documents.map((row) => ({
      id: row.id,
      kind: row.kind === 'change_order' ? 'change_order' : 'estimate',
      displayNumber: displayNumber({ number: row.number, revision: Number(row.revision) }),
      title: row.title,
      projectId: row.projectId,
      project: row.project,
    })),
  };
}
