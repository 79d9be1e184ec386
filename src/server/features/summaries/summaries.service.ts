import {
  buildSummaryText,
  emptySummaryText,
  type SummaryPeriod,
} from '../../../core/summary-format.js';
import { instantRange, summaryRange } from '../../../core/summary-range.js';
import {
  countByKind,
  type Activity,
  type DailyUpdate,
  type Summary,
} from '../../../core/schemas/summary.js';
import type { Db } from '../../db/database.js';
import type { ProjectScope } from '../../db/project-scope.js';
import { getOwnerTimeZone } from '../../lib/owner-time.js';
import { getSetting } from '../../settings/settings.js';
import { countTasks } from '../tasks/index.js';
import { dateInTimeZone } from '../../../core/dates.js';
import { activityRange, buildActivity } from './activity.js';
import { buildDailyUpdateText, projectsIn } from './daily-update.js';
import * as q from './summaries.queries.js';
import { listUpdatesBetween } from './summary-rows.js';
import { summaryLines } from '../../../core/stored-sections.js';

/** Pending tasks listed in the daily text; the counter still counts them all. */
export const PENDING_TASKS_LISTED = 100;

async function ownerClock(db: Db, now: Date) {
  const timeZone = await getOwnerTimeZone(db);
  return { timeZone, today: dateInTimeZone(now, timeZone) };
}

/** Project groups sorted by name; within a project, oldest update first. */
export function sortByProject<T extends { project: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.project.localeCompare(b.project));
}

/** The summary the dashboard shows (`team`), or what an e-mail may carry (`client`). */
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
  const [completedTasks, pendingTasks, pendingTotal, rows, locale] = await Promise.all([
    q.listTasksCompletedBetween(db, from, to, scope),
    q.listPendingTasks(db, PENDING_TASKS_LISTED, scope),
    countTasks(db, undefined, scope).then((counts) => counts.pending),
    listUpdatesBetween(db, range, undefined, 'team', scope),
    getSetting(db, 'locale'),
  ]);
  const updates = rows.map((row) => ({
    project: row.project,
    note: row.note,
    lines: summaryLines(
      { weather: row.weather, crew: row.crew, visibility: row.sectionVisibility },
      locale.units,
    ),
  }));
  return {
    text: buildDailyUpdateText({
      date: today,
      completedTasks,
      pendingTasks,
      pendingTotal,
      updates,
    }),
    stats: {
      completedTasks: completedTasks.length,
      pendingTasks: pendingTotal,
      updates: updates.length,
      projects: projectsIn({ completedTasks, pendingTasks, updates }),
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
