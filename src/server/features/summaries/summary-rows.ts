import type { DateRange } from '../../../core/summary-range.js';
import type { Db } from '../../db/database.js';
import { versionOf, versionsOf } from '../../db/data-versions.js';
import { readInChunks } from '../../db/in-chunks.js';
import type { ProjectScope } from '../../db/project-scope.js';
import { KeptByRevision } from '../../lib/kept-by-revision.js';
import * as q from './summaries.queries.js';

// The day's and the week's summaries list every update of their range, and with people
// writing they are built again after each new update: at ~2,000 updates a day, reading
// and joining every row was most of a build. A build now reads the range's ids and
// revisions, and the full rows only of what is new or changed since the last build
// (decision 227); project names come from a map read again when a project changes.
// Since decision 230 the ids and revisions are kept too, per list, with the change number
// they are current at; a build reads only the stamps of what changed since (migration
// 2400), not the whole range's thousands.

/** What a kept list of stamps is current at: a move of `removed` or `members` reads it anew. */
const VERSIONS = ['updates:changes', 'updates:removed', 'project_members'] as const;
type Versions = Record<(typeof VERSIONS)[number], number>;

interface StampList {
  versions: Versions;
  stamps: q.DatedStamp[];
}

/** Lists of stamps kept (a range, a project, an audience, a field user's view), the oldest used dropped first. */
const MAX_LISTS = 64;

interface Kept {
  readonly rows: KeptByRevision<q.SummaryRow>;
  readonly lists: Map<string, StampList>;
  names?: { version: number; names: Map<string, string> };
}

// Per database: tests open many in one process.
const keptBy = new WeakMap<Db, Kept>();

function keptFor(db: Db): Kept {
  let kept = keptBy.get(db);
  if (!kept) {
    kept = { rows: new KeptByRevision(), lists: new Map() };
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

/** The summaries' order: by date, then by the time written, then by id (any order, but one). */
function byDateWritten(a: q.DatedStamp, b: q.DatedStamp): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Where `stamp` goes in the sorted `stamps`: after every one that sorts before it. */
function placeOf(stamps: readonly q.DatedStamp[], stamp: q.DatedStamp): number {
  let low = 0;
  let high = stamps.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byDateWritten(stamps[middle]!, stamp) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The kept list brought up to `versions`: the stamps that changed since it was kept are
 * taken out, and those of them the list still shows put back in their place. Versions are
 * read before the changes, so the list holds every change numbered up to them (numbers are
 * taken in commit order, migration 2400); a change read twice is applied twice, to the
 * same end.
 */
function applyChanges(list: q.DatedStamp[], changed: readonly string[], shown: q.DatedStamp[]) {
  const gone = new Set(changed);
  for (const stamp of shown) gone.add(stamp.id);
  const stamps = list.filter((stamp) => !gone.has(stamp.id));
  for (const stamp of shown.sort(byDateWritten)) stamps.splice(placeOf(stamps, stamp), 0, stamp);
  return stamps;
}

/** The kept list brought up to now: `shownOf` gives the stamps the list shows of some updates. */
async function changedSince(
  db: Db,
  list: q.DatedStamp[],
  since: number,
  shownOf: (among: string[]) => Promise<q.DatedStamp[]>,
) {
  const changed = await q.listUpdatesChangedAfter(db, since);
  return applyChanges(list, changed, await readInChunks(changed, shownOf));
}

/** The stamps of the updates the list shows, in its order: the kept list and what changed since. */
async function stampsBetween(
  db: Db,
  kept: Kept,
  range: DateRange,
  projectId: string | undefined,
  audience: q.Audience,
  scope: ProjectScope,
): Promise<q.DatedStamp[]> {
  // What the list shows besides the updates' own columns: a client's list also depends on
  // the task events the owner shares (a setting).
  const seen = await q.seenBy(db, audience);
  const key = JSON.stringify([range, projectId ?? null, seen, scope?.memberId ?? null]);
  const versions = await versionsOf(db, VERSIONS);
  const list = kept.lists.get(key);
  kept.lists.delete(key);
  let stamps: q.DatedStamp[];
  const since = list?.versions['updates:changes'];
  if (
    list &&
    since !== undefined &&
    since <= versions['updates:changes'] &&
    list.versions['updates:removed'] === versions['updates:removed'] &&
    list.versions['project_members'] === versions['project_members']
  ) {
    stamps =
      since === versions['updates:changes']
        ? list.stamps
        : await changedSince(db, list.stamps, since, (among) =>
            q.listUpdateStampsBetween(db, range, projectId, seen, scope, among),
          );
  } else {
    stamps = (await q.listUpdateStampsBetween(db, range, projectId, seen, scope)).sort(
      byDateWritten,
    );
  }
  kept.lists.set(key, { versions, stamps });
  if (kept.lists.size > MAX_LISTS) kept.lists.delete(kept.lists.keys().next().value!);
  return stamps;
}

/** The kept rows of the updates the list shows, in its order, and the project names. */
async function rowsBetween(
  db: Db,
  range: DateRange,
  projectId: string | undefined,
  audience: q.Audience,
  scope: ProjectScope,
) {
  const kept = keptFor(db);
  const stamps = await stampsBetween(db, kept, range, projectId, audience, scope);
  const [rows, names] = await Promise.all([
    kept.rows.valuesOf(stamps, (ids) => q.readSummaryRows(db, ids)),
    projectNames(db, kept),
  ]);
  return { rows, names };
}

/** Updates dated within the range, optionally of one project only, oldest first. */
export async function listUpdatesBetween(
  db: Db,
  range: DateRange,
  projectId?: string,
  audience: q.Audience = 'team',
  scope: ProjectScope = null,
): Promise<q.UpdateRow[]> {
  const { rows, names } = await rowsBetween(db, range, projectId, audience, scope);
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

/** How a summary writes each update: `name` tells the ways apart (units, audience). */
export interface ItemWriter<T> {
  readonly name: string;
  write(row: q.SummaryRow): T;
}

/** An update as one way of writing it wrote it (kept at its revision). */
interface Written<T> {
  readonly projectId: string;
  readonly taskEvent: boolean;
  readonly item: T;
}

// Per database and way of writing: with a busy day's thousands of updates, reading and
// writing each afresh after every write was most of a build.
const writtenBy = new WeakMap<Db, Map<string, KeptByRevision<Written<unknown>>>>();

function writtenFor<T>(db: Db, writer: ItemWriter<T>): KeptByRevision<Written<T>> {
  let byWriter = writtenBy.get(db);
  if (!byWriter) writtenBy.set(db, (byWriter = new Map()));
  let written = byWriter.get(writer.name);
  if (!written) byWriter.set(writer.name, (written = new KeptByRevision()));
  return written as KeptByRevision<Written<T>>;
}

/** Each project's items in the list's order, projects sorted by name; with counts. */
export interface ItemsBetween<T> {
  groups: { project: string; items: T[] }[];
  count: number;
  taskEvents: number;
}

/**
 * The updates of the range as a summary writes them, each written once per revision and
 * way of writing (decision 230): with a busy day's thousands of updates, reading and
 * writing each afresh after every write was most of a build. A build looks each update
 * up once by its stamp and reads and writes only the new or changed.
 */
export async function listItemsBetween<T>(
  db: Db,
  range: DateRange,
  writer: ItemWriter<T>,
  scope: ProjectScope = null,
): Promise<ItemsBetween<T>> {
  const kept = keptFor(db);
  const stamps = await stampsBetween(db, kept, range, undefined, 'team', scope);
  const [names, entries] = await Promise.all([
    projectNames(db, kept),
    writtenFor(db, writer).valuesOf(stamps, async (ids) =>
      (await q.readSummaryRows(db, ids)).map(({ id, revision, value }) => ({
        id,
        revision,
        value: {
          projectId: value.projectId,
          taskEvent: value.kind === 'task',
          item: writer.write(value),
        },
      })),
    ),
  ]);
  const groups = new Map<string, T[]>();
  let count = 0;
  let taskEvents = 0;
  let lastProjectId: string | undefined;
  let lastItems: T[] | undefined;
  for (const entry of entries) {
    if (entry.projectId !== lastProjectId) {
      const project = names.get(entry.projectId);
      lastProjectId = entry.projectId;
      lastItems = undefined;
      // A project deleted since the ids were read takes its updates with it.
      if (project === undefined) continue;
      lastItems = groups.get(project);
      if (!lastItems) groups.set(project, (lastItems = []));
    }
    if (lastItems === undefined) continue;
    count += 1;
    if (entry.taskEvent) taskEvents += 1;
    lastItems.push(entry.item);
  }
  const sorted = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  return {
    groups: sorted.map((project) => ({ project, items: groups.get(project)! })),
    count,
    taskEvents,
  };
}
