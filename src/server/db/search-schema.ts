// The shape of the full-text index that migrations 0401 and 0610 build, shared by the
// migrations and the search feature that reads it. The numbers are written into the
// database (0610's generated fts_id column): changing one needs a migration.

/** The kinds of record the index holds (0401's SOURCES). */
export const SEARCH_KINDS = ['client', 'project', 'task', 'update', 'invoice'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Kinds whose documents have a title; an update has its note only. */
export const TITLED_SEARCH_KINDS: readonly SearchKind[] = ['client', 'project', 'task', 'invoice'];

/**
 * SQLite: the FTS5 rowid of a document is `fts_id`, computed from its id: each kind has
 * its own block (KIND_NUMBER x ROWID_BLOCK up to the next block), counted down from the
 * top as ids grow, so a kind's newest document has the lowest rowid of its block.
 * "This kind, newest first" is then a rowid range read forwards, which FTS5 does far
 * faster than backwards (it skips ahead with its doclist index) once an index has
 * several segments; search_documents itself still grows by appending (a table filled
 * in falling rowid order leaves its pages half empty). The two big kinds come last, so
 * a query for another kind skips few entries.
 */
export const KIND_NUMBER: Record<SearchKind, number> = {
  client: 1,
  project: 2,
  invoice: 3,
  task: 4,
  update: 5,
};
export const ROWID_BLOCK = 2 ** 40;

/** Top of a kind's block of FTS5 rowids: a document's fts_id is this minus its id. */
export const ftsTop = (kind: string) => {
  const number = KIND_NUMBER[kind as SearchKind];
  if (number === undefined) throw new Error(`no rowid block for ${kind}`);
  return (number + 1) * ROWID_BLOCK - 1;
};
