import { Alert, Button, Card, Group, Stack, Table, Title } from '@mantine/core';
import { ListLoading } from '../../components/list-loading';
import { IconPlus } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useLocale } from '../../lib/use-locale';
import { useEstimates } from './api/estimates-api';
import { DocumentBadge } from './components/document-badge';
import { NewEstimateDialog } from './components/new-estimate-dialog';

/** `/estimates`: every estimate, newest first, with its state and total. */
export default function EstimatesPage() {
  const estimates = useEstimates();
  const { formatMoney, formatDate } = useLocale();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Estimates
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New estimate
        </Button>
      </Group>
      {estimates.isPending && (
        <ListLoading text="Loading estimates..." paused={estimates.fetchStatus === 'paused'} />
      )}
      {estimates.isError && (
        <Alert color="red" role="alert">
          {errorMessage(estimates.error, 'Could not load estimates.')}
        </Alert>
      )}
      {estimates.data?.length === 0 && (
        <Card withBorder>
          <EmptyState
            action={
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                Create your first estimate
              </Button>
            }
          >
            No estimates yet. Create one, send it, and the client approves it online.
          </EmptyState>
        </Card>
      )}
      {estimates.data && estimates.data.length > 0 && (
        <Card withBorder p={0}>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Number</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Project</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {estimates.data.map((estimate) => (
                  <Table.Tr key={estimate.id}>
                    <Table.Td>
                      <Link to={paths.estimate(estimate.id)}>{estimate.displayNumber}</Link>
                    </Table.Td>
                    <Table.Td>{estimate.title}</Table.Td>
                    <Table.Td>{estimate.projectName}</Table.Td>
                    <Table.Td>
                      <DocumentBadge state={estimate.state} />
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(estimate.total)}</Table.Td>
                    <Table.Td>{formatDate(estimate.createdAt.slice(0, 10))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {creating && <NewEstimateDialog opened onClose={() => setCreating(false)} />}
    </Stack>
  );
}
