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

/** Groups entries by project (in the order given) into the summary text. */
export function buildSummaryText(entries: readonly SummaryEntry[], emptyText: string): string {
  const groups = new Map<string, string[]>();
  // A busy day lists thousands of updates of a few dozen projects: each heading once.
  const headings = new Map<string, string>();
  for (const entry of entries) {
    const note = flattenText(entry.note);
    if (!note) continue;
    let heading = headings.get(entry.project);
    if (heading === undefined) {
      heading = headingFor(entry.project);
      headings.set(entry.project, heading);
    }
    const items = groups.get(heading) ?? [];
    items.push(`- ${note}`);
    for (const line of entry.lines ?? []) {
      const text = flattenText(line);
      if (text) items.push(`- ${text}`);
    }
    groups.set(heading, items);
  }
  if (groups.size === 0) return emptyText;
  return [...groups.entries()]
    .map(([heading, items]) => [heading, ...items].join('\n'))
    .join('\n\n');
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
