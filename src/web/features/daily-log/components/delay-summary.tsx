import { Alert, Group, Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatHours } from '../../../../core/daily-log';
import { DateField } from '../../../components/date-field';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useDelaySummary } from '../api/get-delay-summary';
import { DELAY_TYPES } from '../../../../core/daily-log';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Delay days" for a claim: total hours, hours by type and each day that lost time (decision 192). */
export function DelaySummary({ projectId }: { projectId: string }) {
  const { formatDate } = useLocale();
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const backwards = from !== null && to !== null && from > to;
  const summary = useDelaySummary(projectId, {
    from: backwards ? '' : (from ?? ''),
    to: backwards ? '' : (to ?? ''),
  });
  const data = summary.data;
  return (
    <Stack data-testid="delay-summary">
      <SimpleGrid cols={2} spacing="sm">
        <DateField label="From" value={from} onChange={setFrom} placeholder="First log" />
        <DateField
          label="To"
          value={to}
          onChange={setTo}
          placeholder="Latest log"
          error={backwards ? 'Must be on or after From' : undefined}
        />
      </SimpleGrid>
      {summary.isPending && <Loader size="sm" aria-label="Loading delays" />}
      {summary.isError && (
        <Alert color="red" role="alert">
          {errorMessage(summary.error, 'The delays could not be loaded.')}
        </Alert>
      )}
      {data && (
        <>
          <Group gap="xl">
            <Stack gap={0}>
              <Text size="xl" fw={700} data-testid="delay-days">
                {data.days.length}
              </Text>
              <Text size="sm" c="dimmed">
                delay day{data.days.length === 1 ? '' : 's'}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xl" fw={700} data-testid="delay-hours">
                {formatHours(data.totalHours)} h
              </Text>
              <Text size="sm" c="dimmed">
                hours lost
              </Text>
            </Stack>
          </Group>
          {data.totalHours === 0 ? (
            <Text size="sm" c="dimmed">
              No delays logged {from || to ? 'in this range' : 'on this project'}.
            </Text>
          ) : (
            <>
              <Table withTableBorder striped>
                <Table.Caption>Hours by type</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Type</Table.Th>
                    <Table.Th ta="right">Hours</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {DELAY_TYPES.filter((type) => data.byType[type] > 0).map((type) => (
                    <Table.Tr key={type}>
                      <Table.Td>{capitalise(type)}</Table.Td>
                      <Table.Td ta="right">{formatHours(data.byType[type])}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Table withTableBorder striped>
                <Table.Caption>Days with delays</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th ta="right">Hours</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.days.map((day) => (
                    <Table.Tr key={day.date}>
                      <Table.Td>{formatDate(day.date)}</Table.Td>
                      <Table.Td ta="right">{formatHours(day.hours)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

export function DelaySummaryDialog({
  opened,
  onClose,
  projectId,
  projectName,
}: {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  projectName: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Delay days: ${projectName}`}>
      {opened && <DelaySummary projectId={projectId} />}
    </Modal>
  );
}
