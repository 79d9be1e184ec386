import { Select, type SelectProps } from '@mantine/core';

interface RecordSelectProps extends Omit<SelectProps, 'data' | 'onChange'> {
  /** The records to choose from, listed by name. */
  records: readonly { id: string; name: string }[];
  /** The chosen record's id and name; both '' when cleared. */
  onChange: (id: string, name: string) => void;
}

/**
 * A required, searchable Select of records (a client, a project) that gives both id and name.
 * Choosing the chosen one again keeps it (Mantine's default clears it: a field user
 * "confirming" their only project emptied the field).
 */
export function RecordSelect({ records, onChange, ...props }: RecordSelectProps) {
  return (
    <Select
      required
      searchable
      allowDeselect={false}
      data={records.map((record) => ({ value: record.id, label: record.name }))}
      {...props}
      onChange={(id) => onChange(id ?? '', records.find((record) => record.id === id)?.name ?? '')}
    />
  );
}
