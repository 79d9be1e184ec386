import { Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useLinkViews } from '../api/get-link-views';

/** A link's history: each time the client's page was opened (the business's own previews are not counted). */
export function LinkViewsList({ linkId }: { linkId: string }) {
  const views = useLinkViews(linkId);
  const { formatDateTime } = useLocale();
  if (views.isPending) return <Text c="dimmed">Loading views...</Text>;
  if (views.isError) {
    return <Text c="red">{errorMessage(views.error, 'Could not load the views.')}</Text>;
  }
  if (views.data.length === 0) {
    return (
      <Text c="dimmed">Not opened yet. Your own previews while signed in are not counted.</Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Newest first. Only the network is kept, never the full address; your own previews while
        signed in are not counted.
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing="xs" data-testid="portal-link-views">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Device</Table.Th>
              <Table.Th>Network</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {views.data.map((view, index) => (
              <Table.Tr key={`${view.at}-${index}`}>
                <Table.Td>{formatDateTime(view.at)}</Table.Td>
                <Table.Td>{view.userAgent}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{view.network}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
