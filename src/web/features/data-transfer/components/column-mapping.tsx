import { Select, SimpleGrid } from '@mantine/core';
import {
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_LABELS,
  type ContactMapping,
} from '../../../../core/schemas/data-transfer';

const REQUIRED = new Set(['name', 'email', 'phone']);
const NOT_IMPORTED = '__none__';

/** One select per contact field: which column of the file fills it. */
export function ColumnMapping(props: {
  columns: string[];
  mapping: ContactMapping;
  disabled?: boolean;
  onChange: (mapping: ContactMapping) => void;
}) {
  const data = [
    { value: NOT_IMPORTED, label: 'Not imported' },
    ...props.columns.map((column) => ({ value: column, label: column })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
      {CONTACT_IMPORT_FIELDS.map((field) => (
        <Select
          key={field}
          label={CONTACT_IMPORT_LABELS[field]}
          withAsterisk={REQUIRED.has(field)}
          data={data}
          value={props.mapping[field] ?? NOT_IMPORTED}
          allowDeselect={false}
          disabled={props.disabled}
          onChange={(value) =>
            props.onChange({
              ...props.mapping,
              [field]: value && value !== NOT_IMPORTED ? value : null,
            })
          }
        />
      ))}
    </SimpleGrid>
  );
}
