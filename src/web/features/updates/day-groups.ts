import type { Update } from '../../../core/schemas/update';

// The daily log reads like a superintendent's log (issue 18): updates grouped by day,
// notes as cards, task events as quiet lines, and a task created and completed on the
// same day folded into one line.

export type LogEntry =
  | { type: 'note'; update: Update }
  | {
      type: 'task';
      /** The task's title as the event wrote it. */
      title: string;
      /** created, completed, or both (folded), in that order. */
      events: ('created' | 'completed')[];
      /** The updates behind the line, oldest first. */
      updates: Update[];
    };

export interface LogDay {
  date: string;
  entries: LogEntry[];
  notes: number;
  taskEvents: number;
}

const PREFIXES = { created: 'New task: ', completed: 'Completed task: ' } as const;

/** 'Pour slab' from 'Completed task: Pour slab (checklist 1/2 done)'. */
export function taskTitleOf(update: Pick<Update, 'note' | 'taskEvent'>): string {
  const prefix = update.taskEvent ? PREFIXES[update.taskEvent] : '';
  const note = update.note.startsWith(prefix) ? update.note.slice(prefix.length) : update.note;
  return note.replace(/ \(checklist \d+\/\d+ done\)$/, '');
}

/** Which task a task event is about: its id, or (for old events without one) project and title. */
const taskKey = (update: Update) =>
  update.taskId ?? `${update.projectId}\u0000${taskTitleOf(update)}`;

/** Groups updates (newest first, as the API lists them) by day, folding task events. */
export function groupByDay(updates: readonly Update[]): LogDay[] {
  const days: LogDay[] = [];
  for (const update of updates) {
    let day = days.at(-1);
    if (!day || day.date !== update.date) {
      day = { date: update.date, entries: [], notes: 0, taskEvents: 0 };
      days.push(day);
    }
    if (update.kind !== 'task' || !update.taskEvent) {
      day.notes++;
      day.entries.push({ type: 'note', update });
      continue;
    }
    day.taskEvents++;
    const key = taskKey(update);
    const same = day.entries.find(
      (entry) =>
        entry.type === 'task' &&
        taskKey(entry.updates[0]!) === key &&
        !entry.events.includes(update.taskEvent!),
    );
    if (same && same.type === 'task') {
      same.updates.unshift(update);
      same.events = (['created', 'completed'] as const).filter(
        (event) => event === update.taskEvent || same.events.includes(event),
      );
    } else {
      day.entries.push({
        type: 'task',
        title: taskTitleOf(update),
        events: [update.taskEvent],
        updates: [update],
      });
    }
  }
  return days;
}

/** 'Added and completed', 'Completed', 'Added'. */
export function taskEventLabel(events: readonly ('created' | 'completed')[]): string {
  if (events.length === 2) return 'Added and completed task';
  return events[0] === 'completed' ? 'Completed task' : 'New task';
}

/** '3 notes, 5 task events' for a day's heading. */
export function dayCounts(day: Pick<LogDay, 'notes' | 'taskEvents'>): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [];
  if (day.notes > 0) parts.push(plural(day.notes, 'note'));
  if (day.taskEvents > 0) parts.push(plural(day.taskEvents, 'task event'));
  return parts.join(', ');
}
