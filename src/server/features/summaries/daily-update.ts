import { dateFormat } from '../../../core/dates.js';
import { flattenText } from '../../../core/summary-format.js';

// The copy-ready daily update (spec section 2, Daily Update Generator). Plain
// text meant to be pasted into a message or e-mail, so it stays ASCII-simple.

export interface DailyUpdateInput {
  date: string;
  completedTasks: { title: string; project: string }[];
  pendingTasks: { title: string; project: string; dueDate: string | null }[];
  /** How many pending tasks exist in all; the list above may be capped. */
  pendingTotal: number;
  /** `lines`: the daily log's weather and crew, listed under the note (issue 19). */
  updates: { note: string; project: string; lines?: readonly string[] }[];
}

const shortDate = (isoDate: string) =>
  dateFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );

const longDate = (isoDate: string) =>
  dateFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));

function byProject(lines: { project: string; line: string }[]): string[] {
  const groups = new Map<string, string[]>();
  for (const { project, line } of lines) {
    const items = groups.get(project) ?? [];
    items.push(`- ${line}`);
    groups.set(project, items);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([project, items]) => [`${flattenText(project)}:`, ...items]);
}

/** The projects the update mentions: those with a completed task, pending task or update. */
export function projectsIn(input: Omit<DailyUpdateInput, 'date' | 'pendingTotal'>): number {
  return new Set(
    [...input.completedTasks, ...input.pendingTasks, ...input.updates].map((row) => row.project),
  ).size;
}

/** Empty text when there is nothing to report: the panel then shows 'No data available'. */
export function buildDailyUpdateText(input: DailyUpdateInput): string {
  const { completedTasks, pendingTasks, updates } = input;
  if (completedTasks.length + pendingTasks.length + updates.length === 0) return '';
  const sections: string[] = [`Daily Update - ${longDate(input.date)}`];
  const section = (title: string, count: number, lines: { project: string; line: string }[]) => {
    sections.push(
      [`${title} (${count})`, ...(lines.length ? byProject(lines) : ['None'])].join('\n'),
    );
  };
  section(
    'COMPLETED TASKS',
    completedTasks.length,
    completedTasks.map((task) => ({ project: task.project, line: flattenText(task.title) })),
  );
  section(
    'PENDING TASKS',
    input.pendingTotal,
    pendingTasks.map((task) => ({
      project: task.project,
      line: flattenText(task.title) + (task.dueDate ? ` (due ${shortDate(task.dueDate)})` : ''),
    })),
  );
  if (input.pendingTotal > pendingTasks.length) {
    sections[sections.length - 1] += `\n...and ${input.pendingTotal - pendingTasks.length} more`;
  }
  section(
    'PROJECT UPDATES',
    updates.length,
    updates.flatMap((update) => [
      { project: update.project, line: flattenText(update.note) },
      ...(update.lines ?? []).map((line) => ({ project: update.project, line: flattenText(line) })),
    ]),
  );
  return sections.join('\n\n');
}
