import type { DateRange } from '../../../core/summary-range.js';
import type { Db } from '../../db/database.js';
import { versionOf } from '../../db/data-versions.js';
import type { ProjectScope } from '../../db/project-scope.js';
import { KeptByRevision } from '../../lib/kept-by-revision.js';
import * as q from './summaries.queries.js';

// The day's and the week's summaries list every update of their range, and with people
// writing they are built again after each new update: at ~2,000 updates a day, reading
// and joining every row was most of a build. A build now reads the range's ids and
// revisions, and the full rows only of what is new or changed since the last build
// (decision 227); project names come from a map read again when a project changes.

interface Kept {
  readonly rows: KeptByRevision<q.SummaryRow>;
  names?: { version: number; names: Map<string, string> };
}

// Per database: tests open many in one process.
const keptBy = new WeakMap<Db, Kept>();

function keptFor(db: Db): Kept {
  let kept = keptBy.get(db);
  if (!kept) {
    kept = { rows: new KeptByRevision() };
    keptBy.set(db, kept);
  }
  return kept;
}

async function projectNames(db: Db, kept: Kept) {
  // Read before the names: names newer than their version are only read once more.
  const version = await versionOf(db, ['projects']);
  if (kept.names?.version !== version)
    kept.names = { version, names: await q.listProjectNames(db) };
  return kept.names.names;
}

/** Updates dated within the range, optionally of one project only, oldest first. */
export async function listUpdatesBetween(
  db: Db,
  range: DateRange,
  projectId?: string,
  audience: q.Audience = 'team',
  scope: ProjectScope = null,
): Promise<q.UpdateRow[]> {
  const kept = keptFor(db);
  const stamps = await q.listUpdateStampsBetween(db, range, projectId, audience, scope);
  const [rows, names] = await Promise.all([
    kept.rows.valuesOf(stamps, (ids) => q.readSummaryRows(db, ids)),
    projectNames(db, kept),
  ]);
  const listed: q.UpdateRow[] = [];
  for (const row of rows) {
    const project = names.get(row.projectId);
    // A project deleted since the ids were read takes its updates with it.
    if (project === undefined) continue;
    // Written out, not spread: this runs for each of a busy day's thousands of updates.
    listed.push({
      id: row.id,
      note: row.note,
      date: row.date,
      createdAt: row.createdAt,
      project,
      kind: row.kind,
      weather: row.weather,
      crew: row.crew,
      sectionVisibility: row.sectionVisibility,
    });
  }
  return listed;
}
