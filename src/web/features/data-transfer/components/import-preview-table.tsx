import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { ContactImportPreview, ImportRow } from '../../../../core/schemas/data-transfer';

const SHOWN = 100;

// Problems first, so the rows that need the owner's attention are never below the fold.
const rank = (row: ImportRow) => (row.errors.length > 0 ? 0 : row.duplicate ? 1 : 2);

function RowStatus({ row }: { row: ImportRow }) {
  if (row.errors.length > 0) {
    return (
      <Text size="sm" c="red">
        {row.errors.join('; ')}
      </Text>
    );
  }
  if (row.duplicate) {
    return (
      <Badge color="yellow" variant="light">
        {row.duplicate === 'existing' ? 'Already a contact' : 'Repeated in file'}
      </Badge>
    );
  }
  return (
    <Badge color="green" variant="light">
      Ready
    </Badge>
  );
}

export function ImportSummary({ totals }: { totals: ContactImportPreview['totals'] }) {
  return (
    <Group gap="xs" aria-live="polite">
      <Badge color="green" variant="light">
        {totals.ready} ready
      </Badge>
      <Badge color="yellow" variant="light">
        {totals.duplicates} duplicate{totals.duplicates === 1 ? '' : 's'} (skipped)
      </Badge>
      <Badge color={totals.invalid > 0 ? 'red' : 'gray'} variant="light">
        {totals.invalid} with errors
      </Badge>
    </Group>
  );
}

export function ImportPreviewTable({ preview }: { preview: ContactImportPreview }) {
  const rows = [...preview.rows].sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  return (
    <>
      <ScrollArea.Autosize mah={360} type="auto">
        <Table striped highlightOnHover miw={640} aria-label="Import preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, SHOWN).map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.values.name}</Table.Td>
                <Table.Td>{row.values.email}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.values.phone}</Table.Td>
                <Table.Td>
                  {row.values.type}
                  {row.values.trade ? ` · ${row.values.trade}` : ''}
                </Table.Td>
                <Table.Td>
                  <RowStatus row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {rows.length > SHOWN && (
        <Text size="xs" c="dimmed">
          Showing {SHOWN} of {rows.length} rows, those needing attention first.
        </Text>
      )}
    </>
  );
}
