import type { DailyLogSections } from '../../../core/schemas/daily-log.js';
import type { Db } from '../../db/database.js';
import { versionOf } from '../../db/data-versions.js';
import { filesOfUpdates, type FileRow } from '../../db/update-files.js';
import { KeptByRevision, type Stamp } from '../../lib/kept-by-revision.js';
import { sectionsOfUpdates } from '../daily-log/index.js';
import * as q from './updates.queries.js';

/** How one shape of an update (the team's, the share page's, the portal's) is built. */
export type BuildUpdate<T, R extends q.UpdateRow = q.UpdateRow> = (
  row: R,
  files: readonly FileRow[] | undefined,
  sections: DailyLogSections | undefined,
) => T;

/**
 * Updates in one shape, each kept by its revision (decision 227) while the names built into
 * it have not changed: a month of updates is built again after each new update, and reading,
 * joining and mapping every row of it was most of that build. The shape's `names` are the
 * data versions of what it joins (project names and addresses; authors for the team's).
 */
export class KeptUpdates<T> {
  private readonly byDb = new WeakMap<Db, { version: number; updates: KeptByRevision<T> }>();

  constructor(
    private readonly names: readonly string[],
    private readonly build: BuildUpdate<T>,
    // A few months of the calendar; the pages of the Updates screen are the newest.
    private readonly max = 5_000,
  ) {}

  /** Read before the stamps: names newer than their version are only built once more. */
  version(db: Db): Promise<number> {
    return versionOf(db, this.names);
  }

  /** The updates of these stamps in their order (ones deleted since are left out). */
  valuesOf(db: Db, version: number, stamps: readonly Stamp[]): Promise<T[]> {
    let kept = this.byDb.get(db);
    if (kept?.version !== version) {
      kept = { version, updates: new KeptByRevision<T>(this.max) };
      this.byDb.set(db, kept);
    }
    return kept.updates.valuesOf(stamps, (ids) => this.read(db, ids));
  }

  /** The updates the filter matches, in the list's order. */
  async list(db: Db, filter: q.UpdateFilter): Promise<T[]> {
    const version = await this.version(db);
    return this.valuesOf(db, version, await q.listUpdateStamps(db, filter));
  }

  private async read(db: Db, ids: string[]) {
    return buildUpdates(db, await q.readUpdatesById(db, ids), (row, files, sections) => ({
      id: row.id,
      revision: row.revision,
      value: this.build(row, files, sections),
    }));
  }
}

/**
 * These rows built with their files and daily-log sections, read after the rows: files
 * and sections are then at least as new as the revision read with each row (on
 * PostgreSQL, parallel reads would run on separate connections in any order).
 */
export async function buildUpdates<R extends q.UpdateRow, T>(
  db: Db,
  rows: readonly R[],
  build: BuildUpdate<T, R>,
): Promise<T[]> {
  const ids = rows.map((row) => row.id);
  const [files, sections] = await Promise.all([
    filesOfUpdates(db, ids),
    sectionsOfUpdates(db, ids),
  ]);
  return rows.map((row) => build(row, files.get(row.id), sections.get(row.id)));
}
