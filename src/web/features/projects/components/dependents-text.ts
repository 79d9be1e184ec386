import type { ProjectDependents } from '../../../../core/schemas/project';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function list(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** 'Its 2 tasks, 3 updates (with 1 file) and 1 invoice will be deleted too.', or null. */
export function dependentsText(d: ProjectDependents): string | null {
  const updates =
    d.updates > 0
      ? plural(d.updates, 'update') + (d.files > 0 ? ` (with ${plural(d.files, 'file')})` : '')
      : null;
  const parts = [
    d.tasks > 0 ? plural(d.tasks, 'task') : null,
    updates,
    d.invoices > 0 ? plural(d.invoices, 'invoice') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return `Its ${list(parts)} will be deleted too.`;
}
