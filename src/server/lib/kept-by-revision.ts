// What is built from one update, kept by the update's id and revision (decision 227):
// triggers move an update's revision in the writer's transaction whenever the update, its
// daily-log sections or its files change (migration 2200), so a value kept at the
// revision just read is the one a new read would build.

/** An update's id and its revision, as a list read them. */
export interface Stamp {
  readonly id: string;
  readonly revision: number;
}

/** SQLite limits the number of bound parameters in one statement. */
const CHUNK = 500;

export class KeptByRevision<T> {
  private readonly kept = new Map<string, { revision: number; value: T }>();

  /** `max`: past it the least recently kept go first (they are only read again). */
  constructor(private readonly max = 20_000) {}

  /**
   * The values of these updates in the order given, built by `read` (given at most 500 ids
   * at a time) for those new or changed since they were kept; ones `read` no longer finds
   * (deleted since the stamps were read) are left out. `read` must read each revision
   * before, or in the same statement as, anything else a value is built from: a value
   * is then never older than the revision it is kept at.
   */
  async valuesOf(
    stamps: readonly Stamp[],
    read: (ids: string[]) => Promise<(Stamp & { value: T })[]>,
  ): Promise<T[]> {
    const missing = stamps.filter((stamp) => this.kept.get(stamp.id)?.revision !== stamp.revision);
    // What this call read, apart: a list longer than `max` would push its own first rows out.
    const fresh = new Map<string, { revision: number; value: T }>();
    for (let i = 0; i < missing.length; i += CHUNK) {
      const ids = missing.slice(i, i + CHUNK).map((stamp) => stamp.id);
      for (const { id, revision, value } of await read(ids)) {
        fresh.set(id, { revision, value });
        this.keep(id, revision, value);
      }
    }
    const values: T[] = [];
    for (const stamp of stamps) {
      // One changed between the two reads is kept at its newer revision, which is what a
      // read started after that change would give; one deleted in between is not read,
      // and what is kept of it is older than its stamp.
      const found = fresh.get(stamp.id) ?? this.kept.get(stamp.id);
      if (found && found.revision >= stamp.revision) values.push(found.value);
    }
    return values;
  }

  private keep(id: string, revision: number, value: T) {
    this.kept.delete(id);
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(id, { revision, value });
  }
}
