// The summary text is the contract between the summaries API and the
// dashboard: one "Project name:" line per project, then one "- " line per
// update (spec section 2). Building and parsing live together so they agree.

export interface SummaryEntry {
  project: string;
  note: string;
  /** Further lines of the entry (the daily log's weather and crew), each its own item. */
  lines?: readonly string[];
}

export interface SummaryGroup {
  project: string;
  items: string[];
}

export type SummaryPeriod = 'daily' | 'weekly';

/** Collapses line breaks and runs of whitespace: one update is one line. */
export function flattenText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// A heading must not look like an item, or the parser would file it as one.
function headingFor(project: string): string {
  const name = flattenText(project).replace(/^[-•\s]+/, '');
  return `${name || 'Untitled project'}:`;
}

/** One entry as the summary text lists it: "- " lines; null when its note is blank (left out). */
export function summaryItem(entry: Omit<SummaryEntry, 'project'>): string | null {
  const note = flattenText(entry.note);
  if (!note) return null;
  let item = `- ${note}`;
  for (const line of entry.lines ?? []) {
    const text = flattenText(line);
    if (text) item += `\n- ${text}`;
  }
  return item;
}

/**
 * The summary text of each project's items (`summaryItem`), projects in the order given;
 * projects whose headings read the same are listed under one.
 */
export function summaryTextOf(
  groups: readonly { project: string; items: readonly (string | null)[] }[],
  emptyText: string,
): string {
  const byHeading = new Map<string, string[]>();
  for (const group of groups) {
    const listed = group.items.filter((item): item is string => item !== null);
    if (listed.length === 0) continue;
    const heading = headingFor(group.project);
    const items = byHeading.get(heading);
    if (items) items.push(...listed);
    else byHeading.set(heading, listed);
  }
  if (byHeading.size === 0) return emptyText;
  return [...byHeading].map(([heading, items]) => `${heading}\n${items.join('\n')}`).join('\n\n');
}

/** Groups entries by project (in the order given) into the summary text. */
export function buildSummaryText(entries: readonly SummaryEntry[], emptyText: string): string {
  const groups = new Map<string, (string | null)[]>();
  for (const entry of entries) {
    const items = groups.get(entry.project);
    if (items) items.push(summaryItem(entry));
    else groups.set(entry.project, [summaryItem(entry)]);
  }
  return summaryTextOf(
    [...groups].map(([project, items]) => ({ project, items })),
    emptyText,
  );
}

export function emptySummaryText(period: SummaryPeriod): string {
  return period === 'daily'
    ? 'No project updates today.'
    : 'No project updates in the last 7 days.';
}

/**
 * Parses summary text into groups (spec section 2): a line starting with a
 * dash or bullet is an item, else a line ending in a colon starts a group.
 * Items before the first heading form a group without a name. No groups
 * means the caller shows the raw text.
 */
export function parseSummaryText(text: string): SummaryGroup[] {
  const groups: SummaryGroup[] = [];
  let current: SummaryGroup | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    if (/^[-•]/.test(line)) {
      const item = line.replace(/^[-•]\s*/, '');
      if (!item) continue;
      if (!current) {
        current = { project: '', items: [] };
        groups.push(current);
      }
      current.items.push(item);
    } else if (line.endsWith(':')) {
      current = { project: line.slice(0, -1).trim(), items: [] };
      groups.push(current);
    }
  }
  return groups;
}

/** '5 notes, 12 task events' (issue 18: task events are counted apart). */
export function countsText(counts: { notes: number; taskEvents: number }): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(counts.notes, 'note')}, ${plural(counts.taskEvents, 'task event')}`;
}

/** Splits updates by kind; undefined when none is a task event. */
export function countByKind(rows: readonly { kind: string }[]) {
  return countsOf(rows.length, rows.filter((row) => row.kind === 'task').length);
}

/** Notes and task events apart, of `count` updates of which `taskEvents` are task events; none without task events. */
export function countsOf(count: number, taskEvents: number) {
  return taskEvents === 0 ? undefined : { notes: count - taskEvents, taskEvents };
}
