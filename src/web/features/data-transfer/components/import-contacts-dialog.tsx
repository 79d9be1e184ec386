import { Alert, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CONTACT_IMPORT_LABELS,
  MAX_IMPORT_CSV_CHARS,
  type ContactImportPreview,
  type ContactMapping,
} from '../../../../core/schemas/data-transfer';
import { errorMessage } from '../../../lib/api-client';
import { useImportContacts } from '../api/import-contacts';
import { usePreviewContactImport } from '../api/preview-contact-import';
import { ColumnMapping } from './column-mapping';
import { ImportPreviewTable, ImportSummary } from './import-preview-table';

interface Chosen {
  name: string;
  csv: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** File -> preview with column mapping and duplicates -> import, all or nothing. */
export function ImportContactsDialog(props: { opened: boolean; onClose: () => void }) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const previewCall = usePreviewContactImport();
  const importCall = useImportContacts();
  const [file, setFile] = useState<Chosen | null>(null);
  const [columns, setColumns] = useState<string[]>([]);
  const [mapping, setMapping] = useState<ContactMapping>({});
  const [preview, setPreview] = useState<ContactImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setColumns([]);
    setMapping({});
    setPreview(null);
    setProblem(null);
  };
  const close = () => {
    reset();
    props.onClose();
  };

  const check = (chosen: Chosen, nextMapping?: ContactMapping) => {
    setProblem(null);
    previewCall.mutate(
      { csv: chosen.csv, ...(nextMapping && { mapping: nextMapping }) },
      {
        onSuccess: (result) => {
          setPreview(result);
          setColumns(result.columns);
          setMapping(result.mapping);
        },
        onError: (error) => {
          setPreview(null);
          setProblem(errorMessage(error, 'The file could not be checked. Please try again.'));
        },
      },
    );
  };

  const choose = async (picked: File | null) => {
    if (!picked) return;
    reset();
    if (picked.size > MAX_IMPORT_CSV_CHARS) {
      setProblem('The file is larger than 5 MB. Split it into smaller files.');
      return;
    }
    const chosen = { name: picked.name, csv: await picked.text() };
    setFile(chosen);
    check(chosen);
  };

  const remap = (next: ContactMapping) => {
    setMapping(next);
    if (file) check(file, next);
  };

  const ready = preview?.totals.ready ?? 0;
  const blocked = !preview || preview.totals.invalid > 0 || ready === 0 || previewCall.isPending;

  const submit = () => {
    if (!file || blocked) return;
    importCall.mutate(
      { csv: file.csv, mapping },
      {
        onSuccess: (result) => {
          const skipped = result.duplicates.length
            ? ` ${plural(result.duplicates.length, 'duplicate')} skipped.`
            : '';
          notifications.show({
            title: 'Contacts imported',
            message: `${plural(result.imported, 'contact')} added.${skipped}`,
            color: 'green',
          });
          close();
        },
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to import contacts. Please try again.'),
            color: 'red',
          }),
      },
    );
  };

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title="Import contacts"
      size="xl"
      fullScreen={mobile}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Choose a CSV file whose first line names the columns. Name, Email and Phone are required;
          rows without a type become Clients. Contacts whose e-mail is already in Sitebook are
          skipped.
        </Text>
        <Group>
          <FileButton onChange={(picked) => void choose(picked)} accept=".csv,text/csv">
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                leftSection={<IconFileTypeCsv size={18} />}
              >
                {file ? 'Choose another file' : 'Choose CSV file'}
              </Button>
            )}
          </FileButton>
          {file && (
            <Text size="sm" data-testid="import-file-name">
              {file.name}
            </Text>
          )}
        </Group>
        {problem && (
          <Alert color="red" title="This file cannot be imported" role="alert">
            {problem}
          </Alert>
        )}
        {previewCall.isPending && !preview && <Text c="dimmed">Checking the file...</Text>}
        {columns.length > 0 && (
          <ColumnMapping
            columns={columns}
            mapping={mapping}
            disabled={importCall.isPending}
            onChange={remap}
          />
        )}
        {preview && preview.missing.length > 0 && (
          <Text size="sm" c="orange">
            Choose the column that holds{' '}
            {preview.missing.map((field) => CONTACT_IMPORT_LABELS[field]).join(', ')}.
          </Text>
        )}
        {preview && preview.missing.length === 0 && (
          <>
            <ImportSummary totals={preview.totals} />
            {preview.totals.invalid > 0 && (
              <Text size="sm" c="red">
                Fix the rows with errors in the file (or change the column mapping), then choose it
                again. Nothing is imported while any row has an error.
              </Text>
            )}
            <ImportPreviewTable preview={preview} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={blocked} loading={importCall.isPending}>
            {ready > 0 ? `Import ${plural(ready, 'contact')}` : 'Import'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
