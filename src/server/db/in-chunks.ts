// A read by a list of ids binds one parameter per id, and SQLite caps the parameters of
// one statement (PostgreSQL too, far higher): a list of any length is read in slices.

/** Ids bound in one statement: well under SQLite's and PostgreSQL's limits. */
export const IDS_PER_STATEMENT = 500;

/** What `read` gives for every slice of `ids`, in the order of the slices. */
export async function readInChunks<I, R>(
  ids: readonly I[],
  read: (slice: I[]) => Promise<readonly R[]>,
): Promise<R[]> {
  const rows: R[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    // Pushed one by one: spreading tens of thousands of rows into push() can overflow the stack.
    for (const row of await read(ids.slice(i, i + IDS_PER_STATEMENT))) rows.push(row);
  }
  return rows;
}
