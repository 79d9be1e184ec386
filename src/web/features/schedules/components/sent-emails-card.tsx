import {
  ActionIcon,
  Badge,
  Card,
  Group,
  Pagination,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { MailLogEntry } from '../../../../core/schemas/schedule';
import { useLocale } from '../../../lib/use-locale';
import { MAIL_LOG_PAGE_SIZE, useMailLog } from '../api/get-mail-log';

const RESULT_COLORS: Record<MailLogEntry['result'], string> = {
  sent: 'green',
  sending: 'blue',
  retrying: 'yellow',
  failed: 'red',
  skipped: 'gray',
};

const RESULT_LABELS: Record<MailLogEntry['result'], string> = {
  sent: 'Sent',
  sending: 'Sending',
  retrying: 'Retrying',
  failed: 'Failed',
  skipped: 'Skipped',
};

function ResultBadge({ entry }: { entry: MailLogEntry }) {
  const badge = (
    <Badge color={RESULT_COLORS[entry.result]} variant="light" style={{ overflow: 'visible' }}>
      {RESULT_LABELS[entry.result]}
    </Badge>
  );
  return entry.error ? (
    <Tooltip label={entry.error} multiline maw={320} withArrow>
      <span tabIndex={0}>{badge}</span>
    </Tooltip>
  ) : (
    badge
  );
}

/** Settings card: what the client e-mail scheduler sent, newest first (decision 090). */
export function SentEmailsCard() {
  const [page, setPage] = useState(1);
  const log = useMailLog(page);
  const { formatDateTime } = useLocale();
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MAIL_LOG_PAGE_SIZE));

  return (
    <Card withBorder padding="lg" data-testid="sent-emails-card">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          Sent e-mails
        </Title>
        <ActionIcon
          variant="subtle"
          aria-label="Refresh sent e-mails"
          onClick={() => void log.refetch()}
          loading={log.isFetching}
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Scheduled client updates (set them up from a project card). Failed sends are retried twice
        within about 15 minutes.
      </Text>
      {log.isPending ? (
        <Text size="sm">Loading...</Text>
      ) : log.isError ? (
        <Text size="sm" c="red">
          Failed to load the sent e-mails.
        </Text>
      ) : log.data.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No scheduled e-mails yet.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Recipient</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Result</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(entry.time)}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.recipient}</Table.Td>
                    <Table.Td>{entry.subject}</Table.Td>
                    <Table.Td style={{ minWidth: 110 }}>
                      <ResultBadge entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="flex-end" mt="sm">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? 'Next page' : 'Previous page',
                })}
              />
            </Group>
          )}
        </>
      )}
    </Card>
  );
}
