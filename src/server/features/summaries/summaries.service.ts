import {
  buildSummaryText,
  emptySummaryText,
  summaryItem,
  countByKind,
  countsOf,
  summaryTextOf,
  type SummaryPeriod,
} from '../../../core/summary-format.js';
import { instantRange, summaryRange } from '../../../core/summary-range.js';
import { type Activity, type DailyUpdate, type Summary } from '../../../core/schemas/summary.js';
import type { Db } from '../../db/database.js';
import type { ProjectScope } from '../../db/project-scope.js';
import { getOwnerTimeZone } from '../../lib/owner-time.js';
import { getSetting } from '../../settings/settings.js';
import { countTasks } from '../tasks/index.js';
import { dateInTimeZone } from '../../../core/dates.js';
import { activityRange, buildActivity } from './activity.js';
import { dailyUpdateItem, dailyUpdateTextOf, projectsIn } from './daily-update.js';
import * as q from './summaries.queries.js';
import { listItemsBetween, listUpdatesBetween, type ItemWriter } from './summary-rows.js';
import { summaryLines } from '../../../core/stored-sections.js';
import type { UnitSystem } from '../../../core/schemas/locale.js';
import type { SummaryRow } from './summaries.queries.js';

/** Pending tasks listed in the daily text; the counter still counts them all. */
export const PENDING_TASKS_LISTED = 100;

async function ownerClock(db: Db, now: Date) {
  const timeZone = await getOwnerTimeZone(db);
  return { timeZone, today: dateInTimeZone(now, timeZone) };
}

/** Project groups sorted by name; within a project, oldest update first. */
export function sortByProject<T extends { project: string }>(rows: readonly T[]): T[] {
  // Grouped, then the groups sorted: a stable sort of the rows, without comparing the
  // names of a busy day's thousands of rows (the comparison is the locale's, and slow).
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.project);
    if (group) group.push(row);
    else groups.set(row.project, [row]);
  }
  return [...groups.keys()].sort((a, b) => a.localeCompare(b)).flatMap((name) => groups.get(name)!);
}

/** The daily log's weather and crew of an update, as the team reads them (issue 19). */
const teamLines = (row: SummaryRow, units: UnitSystem) =>
  summaryLines({ weather: row.weather, crew: row.crew, visibility: row.sectionVisibility }, units);

/** Each update as the summary text lists it, in the locale's units. */
const summaryWriter = (units: UnitSystem): ItemWriter<string | null> => ({
  name: `summary ${units}`,
  write: (row) => summaryItem({ note: row.note, lines: teamLines(row, units) }),
});

/** Each update as the daily update lists it, in the locale's units. */
const dailyUpdateWriter = (units: UnitSystem): ItemWriter<string> => ({
  name: `daily-update ${units}`,
  write: (row) => dailyUpdateItem({ note: row.note, lines: teamLines(row, units) }),
});

/** The summary the dashboard shows: the team's, a field user's of their projects only. */
export async function getTeamSummary(
  db: Db,
  period: SummaryPeriod,
  now = new Date(),
  scope: ProjectScope = null,
): Promise<Summary> {
  const { today } = await ownerClock(db, now);
  const range = summaryRange(period, today);
  const { units } = await getSetting(db, 'locale');
  const { groups, count, taskEvents } = await listItemsBetween(
    db,
    range,
    summaryWriter(units),
    scope,
  );
  const counts = countsOf(count, taskEvents);
  return {
    summary: summaryTextOf(groups, emptySummaryText(period)),
    count,
    ...range,
    ...(counts && { counts }),
  };
}

/** What an e-mail of the summary may carry (`client`), with the rows it lists. */
export async function getSummary(
  db: Db,
  period: SummaryPeriod,
  now = new Date(),
  audience: q.Audience = 'team',
  scope: ProjectScope = null,
) {
  const { today } = await ownerClock(db, now);
  const range = summaryRange(period, today);
  const rows = await listUpdatesBetween(db, range, undefined, audience, scope);
  // The daily log's weather and crew follow each note (issue 19), in the locale's units.
  const { units } = await getSetting(db, 'locale');
  const entries = sortByProject(rows).map((row) => ({
    project: row.project,
    note: row.note,
    lines: summaryLines(
      { weather: row.weather, crew: row.crew, visibility: row.sectionVisibility },
      units,
      audience,
    ),
  }));
  const counts = countByKind(rows);
  const summary: Summary = {
    summary: buildSummaryText(entries, emptySummaryText(period)),
    count: rows.length,
    ...range,
    ...(counts && { counts }),
  };
  return { summary, rows };
}

/**
 * Today's update: tasks completed today and today's updates (owner's day),
 * plus every task still pending. See docs/decisions/031-daily-update.md.
 */
export async function getDailyUpdate(
  db: Db,
  now = new Date(),
  scope: ProjectScope = null,
): Promise<DailyUpdate> {
  const { today, timeZone } = await ownerClock(db, now);
  const range = summaryRange('daily', today);
  const { from, to } = instantRange(range, timeZone);
  const [completedTasks, pendingTasks, pendingTotal, updates] = await Promise.all([
    q.listTasksCompletedBetween(db, from, to, scope),
    q.listPendingTasks(db, PENDING_TASKS_LISTED, scope),
    countTasks(db, undefined, scope).then((counts) => counts.pending),
    getSetting(db, 'locale').then(({ units }) =>
      listItemsBetween(db, range, dailyUpdateWriter(units), scope),
    ),
  ]);
  const updateGroups = updates.groups;
  return {
    text: dailyUpdateTextOf({
      date: today,
      completedTasks,
      pendingTasks,
      pendingTotal,
      updateGroups,
      updateCount: updates.count,
    }),
    stats: {
      completedTasks: completedTasks.length,
      pendingTasks: pendingTotal,
      updates: updates.count,
      projects: projectsIn({ completedTasks, pendingTasks, updateGroups }),
    },
  };
}

export async function getActivity(
  db: Db,
  weeks: number,
  now = new Date(),
  scope: ProjectScope = null,
): Promise<Activity> {
  const { today } = await ownerClock(db, now);
  const range = activityRange(today, weeks);
  return buildActivity(range.starts, await q.countUpdatesPerProjectDay(db, range, scope));
}
