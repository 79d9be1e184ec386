import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { CSV_EXPORTS, type CsvExport } from '../../../../core/schemas/data-transfer';
import { csvExportHref, fullExportHref } from '../api/export-links';
import { ImportContactsDialog } from './import-contacts-dialog';

const LABELS: Record<CsvExport, string> = {
  contacts: 'Contacts',
  projects: 'Projects',
  tasks: 'Tasks',
  updates: 'Updates',
  invoices: 'Invoices',
  payments: 'Payments',
};

/**
 * Settings card: CSV exports, the full archive and the contact import. The full archive
 * is the owner's (office exports CSV and imports contacts, issue 15).
 */
export function DataTransferCard({ fullExport = true }: { fullExport?: boolean }) {
  const [importing, setImporting] = useState(false);
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Data import & export
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Take your records to a spreadsheet, keep a complete copy, or bring in contacts from another
        tool.
      </Text>
      <Stack gap="md">
        <div>
          <Text fw={500} size="sm" mb={6}>
            Export CSV
          </Text>
          <Group gap="xs">
            {CSV_EXPORTS.map((kind) => (
              <Button
                key={kind}
                component="a"
                href={csvExportHref(kind)}
                download
                variant="default"
                size="sm"
                leftSection={<IconDownload size={16} />}
                aria-label={`Export ${LABELS[kind]} CSV`}
              >
                {LABELS[kind]}
              </Button>
            ))}
          </Group>
        </div>
        {fullExport && (
          <div>
            <Text fw={500} size="sm">
              Full export
            </Text>
            <Text size="sm" c="dimmed" mb={6}>
              Every record as JSON plus all uploaded files, in one .tar.gz archive.
            </Text>
            <Button
              component="a"
              href={fullExportHref}
              download
              variant="default"
              leftSection={<IconArchive size={16} />}
            >
              Download full export
            </Button>
          </div>
        )}
        <Divider />
        <div>
          <Text fw={500} size="sm">
            Import contacts
          </Text>
          <Text size="sm" c="dimmed" mb={6}>
            From a CSV file with a header row. You check the columns and rows before anything is
            saved.
          </Text>
          <Button leftSection={<IconUpload size={16} />} onClick={() => setImporting(true)}>
            Import contacts
          </Button>
        </div>
      </Stack>
      <ImportContactsDialog opened={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}
