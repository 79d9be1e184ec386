import { dateFormat } from '../../../core/dates.js';
import { flattenText } from '../../../core/summary-format.js';

// The copy-ready daily update (spec section 2, Daily Update Generator). Plain
// text meant to be pasted into a message or e-mail, so it stays ASCII-simple.

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

/** Groups sorted by project name, each under its "Project:" heading. */
function headedGroups(groups: readonly UpdateGroup[]): string[] {
  return [...groups]
    .sort((a, b) => a.project.localeCompare(b.project))
    .flatMap((group) => [`${flattenText(group.project)}:`, ...group.items]);
}

function byProject(lines: readonly { project: string; item: string }[]): string[] {
  const groups = new Map<string, string[]>();
  for (const { project, item } of lines) {
    const items = groups.get(project);
    if (items) items.push(item);
    else groups.set(project, [item]);
  }
  return headedGroups([...groups].map(([project, items]) => ({ project, items })));
}

/** Today's updates of one project, each as `dailyUpdateItem` writes it. */
export interface UpdateGroup {
  project: string;
  items: readonly string[];
}

/** What the daily update lists: today's tasks, and today's updates written per project. */
export interface DailyUpdateParts {
  date: string;
  completedTasks: { title: string; project: string }[];
  pendingTasks: { title: string; project: string; dueDate: string | null }[];
  /** How many pending tasks exist in all; the list above may be capped. */
  pendingTotal: number;
  /** Written once per update and kept (decision 230): the busy part of a busy day. */
  updateGroups: readonly UpdateGroup[];
  /** How many updates the groups hold. */
  updateCount: number;
}

/** One update as the daily update lists it: its note, then its weather and crew, "- " each. */
export function dailyUpdateItem(update: { note: string; lines?: readonly string[] }): string {
  let item = `- ${flattenText(update.note)}`;
  for (const line of update.lines ?? []) item += `\n- ${flattenText(line)}`;
  return item;
}

/** The projects the update mentions: those with a completed task, pending task or update. */
export function projectsIn(
  input: Pick<DailyUpdateParts, 'completedTasks' | 'pendingTasks' | 'updateGroups'>,
): number {
  return new Set(
    [...input.completedTasks, ...input.pendingTasks, ...input.updateGroups].map(
      (row) => row.project,
    ),
  ).size;
}

/** Empty text when there is nothing to report: the panel then shows 'No data available'. */
export function dailyUpdateTextOf(parts: DailyUpdateParts): string {
  const { completedTasks, pendingTasks, updateGroups, updateCount } = parts;
  if (completedTasks.length + pendingTasks.length + updateCount === 0) return '';
  const sections: string[] = [`Daily Update - ${longDate(parts.date)}`];
  const section = (title: string, count: number, lines: readonly string[]) => {
    sections.push([`${title} (${count})`, ...(lines.length ? lines : ['None'])].join('\n'));
  };
  section(
    'COMPLETED TASKS',
    completedTasks.length,
    byProject(
      completedTasks.map((task) => ({
        project: task.project,
        item: `- ${flattenText(task.title)}`,
      })),
    ),
  );
  section(
    'PENDING TASKS',
    parts.pendingTotal,
    byProject(
      pendingTasks.map((task) => ({
        project: task.project,
        item:
          `- ${flattenText(task.title)}` +
          (task.dueDate ? ` (due ${shortDate(task.dueDate)})` : ''),
      })),
    ),
  );
  if (parts.pendingTotal > pendingTasks.length) {
    sections[sections.length - 1] += `\n...and ${parts.pendingTotal - pendingTasks.length} more`;
  }
  section('PROJECT UPDATES', updateCount, headedGroups(updateGroups));
  return sections.join('\n\n');
}
