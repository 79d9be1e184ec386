import { readInChunks } from '../db/in-chunks.js';

// What is built from one update, kept by the update's id and revision (decision 227):
// triggers move an update's revision in the writer's transaction whenever the update, its
// daily-log sections or its files change (migration 2200), so a value kept at the
// revision just read is the one a new read would build.

/** An update's id and its revision, as a list read them. */
export interface Stamp {
  readonly id: string;
  readonly revision: number;
}

interface Entry<T> {
  readonly revision: number;
  readonly value: T;
}

export class KeptByRevision<T> {
  private readonly kept = new Map<string, Entry<T>>();

  /** `max`: past it the least recently kept go first (they are only read again). */
  constructor(private readonly max = 20_000) {}

  /**
   * The values of these updates in the order given, built by `read` (given at most
   * `IDS_PER_STATEMENT` ids at a time) for those new or changed since they were kept; ones
   * `read` no longer finds (deleted since the stamps were read) are left out. `read` must
   * read each revision before, or in the same statement as, anything else a value is built
   * from: a value is then never older than the revision it is kept at.
   */
  async valuesOf(
    stamps: readonly Stamp[],
    read: (ids: string[]) => Promise<readonly (Stamp & { value: T })[]>,
  ): Promise<T[]> {
    // Each stamp looked up once: a busy day's lists have thousands of them.
    const found: (Entry<T> | undefined)[] = new Array(stamps.length);
    const missing: string[] = [];
    stamps.forEach((stamp, index) => {
      const entry = this.kept.get(stamp.id);
      if (entry?.revision === stamp.revision) found[index] = entry;
      else missing.push(stamp.id);
    });
    // What this call read, apart: a list longer than `max` would push its own first rows out.
    const fresh = new Map<string, Entry<T>>();
    for (const { id, revision, value } of await readInChunks(missing, read)) {
      const entry = { revision, value };
      fresh.set(id, entry);
      this.keep(id, entry);
    }
    const values: T[] = [];
    stamps.forEach((stamp, index) => {
      // One changed between the two reads is read at its newer revision, which is what a
      // read started after that change would give; one deleted in between is not read.
      const entry = found[index] ?? fresh.get(stamp.id);
      if (entry && entry.revision >= stamp.revision) values.push(entry.value);
    });
    return values;
  }

  private keep(id: string, entry: Entry<T>) {
    this.kept.delete(id);
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(id, entry);
  }
}
