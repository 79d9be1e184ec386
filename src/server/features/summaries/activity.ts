import { addDays } from '../../../core/dates.js';
import type { Activity } from '../../../core/schemas/summary.js';
import { weekStart, type DateRange } from '../../../core/summary-range.js';

/** The busiest projects get their own series; the rest are summed in one. */
export const TOP_PROJECTS = 5;
export const OTHER_PROJECTS = 'Other projects';

/** The last `weeks` Monday-based weeks ending with the week of today. */
export function activityRange(today: string, weeks: number): DateRange & { starts: string[] } {
  const last = weekStart(today);
  const starts = Array.from({ length: weeks }, (_, i) => addDays(last, (i - weeks + 1) * 7));
  return { startDate: starts[0] ?? last, endDate: today, starts };
}

/** Turns per-project, per-day counts into one count per week for each series. */
export function buildActivity(
  starts: readonly string[],
  rows: readonly { project: string; date: string; count: number }[],
): Activity {
  const index = new Map(starts.map((start, i) => [start, i]));
  const perProject = new Map<string, number[]>();
  for (const row of rows) {
    const week = index.get(weekStart(row.date));
    if (week === undefined) continue;
    const counts = perProject.get(row.project) ?? starts.map(() => 0);
    counts[week] = (counts[week] ?? 0) + row.count;
    perProject.set(row.project, counts);
  }
  const total = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0);
  const ranked = [...perProject.entries()].sort(
    ([nameA, a], [nameB, b]) => total(b) - total(a) || nameA.localeCompare(nameB),
  );
  const series = ranked.slice(0, TOP_PROJECTS).map(([project, counts]) => ({ project, counts }));
  const rest = ranked.slice(TOP_PROJECTS);
  if (rest.length > 0) {
    series.push({
      project: OTHER_PROJECTS,
      counts: starts.map((_, i) => rest.reduce((sum, [, counts]) => sum + (counts[i] ?? 0), 0)),
    });
  }
  return { weeks: [...starts], series };
}
