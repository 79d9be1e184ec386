import type { OutboxEntry, OutboxKind } from './outbox-types';

/** The field a person fixes on a refused entry: an update's note, a task's title. */
export const EDITABLE_FIELD: Record<OutboxKind, { name: 'note' | 'title'; label: string }> = {
  update: { name: 'note', label: 'Note' },
  task: { name: 'title', label: 'Title' },
};

/** The entry with its note or title replaced, in the body it sends and in what lists show. */
export function withFixedText(entry: OutboxEntry, text: string): OutboxEntry {
  const { name } = EDITABLE_FIELD[entry.kind];
  const summary = { ...entry.summary, text };
  if (entry.body.type === 'json') {
    return {
      ...entry,
      summary,
      body: { ...entry.body, json: { ...entry.body.json, [name]: text } },
    };
  }
  const fields = entry.body.fields.filter(([field]) => field !== name);
  return { ...entry, summary, body: { ...entry.body, fields: [...fields, [name, text]] } };
}
