import { Alert, Anchor, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AGING_BUCKETS, type AgingBucket } from '../../../../core/invoice-math';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useLocale } from '../../../lib/use-locale';
import { useInvoiceSummary } from '../api/get-invoice-summary';
import { useCanSeeMoney } from '../use-can-see-money';

export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days1to30: '1–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: '90+ days',
};

const AGING_COLORS: Record<AgingBucket, string> = {
  current: 'teal',
  days1to30: 'yellow',
  days31to60: 'orange',
  days61to90: 'red',
  over90: 'grape',
};

/** Dashboard: what clients owe, by how late it is, and the five oldest unpaid invoices. */
export function OwedToYouCard() {
  const canSeeMoney = useCanSeeMoney();
  const summary = useInvoiceSummary({ enabled: canSeeMoney });
  const { formatMoney, formatDate } = useLocale();
  if (!canSeeMoney) return null;
  const data = summary.data;
  return (
    <Card withBorder padding="lg" data-testid="owed-to-you">
      <Title order={2} size="h4" mb="md">
        Owed to you
      </Title>
      {summary.isPending ? (
        <Text c="dimmed">Loading what is owed...</Text>
      ) : summary.isError || !data ? (
        <Alert color="red" role="alert">
          {errorMessage(summary.error, 'Failed to load what is owed. Please reload the page.')}
        </Alert>
      ) : (
        <Stack gap="md">
          <Group gap="xl" wrap="wrap" align="flex-end">
            <div>
              <Text size="sm" c="dimmed">
                Outstanding
              </Text>
              <Text fz={28} fw={700} lh={1.2} data-testid="owed-outstanding">
                {formatMoney(data.outstanding)}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                Overdue
              </Text>
              <Group gap={4} wrap="nowrap">
                {data.overdue > 0 && (
                  <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-red-text)" />
                )}
                <Text fz="lg" fw={700} c={data.overdue > 0 ? 'red' : undefined}>
                  {formatMoney(data.overdue)}
                </Text>
              </Group>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                Paid this month
              </Text>
              <Text fz="lg" fw={700}>
                {formatMoney(data.paidThisMonth)}
              </Text>
            </div>
          </Group>
          <Stack gap={6} role="list" aria-label="Outstanding by days past due">
            {AGING_BUCKETS.map((bucket) => {
              const cents = data.aging[bucket];
              const share = data.outstanding > 0 ? (cents / data.outstanding) * 100 : 0;
              return (
                <div key={bucket} role="listitem" data-testid={`aging-${bucket}`}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">{AGING_LABELS[bucket]}</Text>
                    <Text size="sm" fw={600}>
                      {formatMoney(cents)}
                    </Text>
                  </Group>
                  <Progress
                    value={share}
                    color={AGING_COLORS[bucket]}
                    size="sm"
                    aria-label={`${AGING_LABELS[bucket]}: ${formatMoney(cents)}`}
                  />
                </div>
              );
            })}
          </Stack>
          <Title order={3} size="h5">
            Oldest unpaid
          </Title>
          {data.oldestUnpaid.length === 0 ? (
            <Text c="dimmed" size="sm">
              Nothing is owed right now.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing={6} data-testid="oldest-unpaid">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Invoice</Table.Th>
                    <Table.Th>Due</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.oldestUnpaid.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.record('invoices', invoice.id)} fw={600}>
                          {invoice.invoiceNumber}
                        </Anchor>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {invoice.client}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDate(invoice.dueDate)}</Text>
                        {invoice.overdue && (
                          <Group gap={2} wrap="nowrap">
                            <IconAlertTriangle
                              size={12}
                              aria-hidden
                              color="var(--mantine-color-red-text)"
                            />
                            <Text size="xs" c="red" fw={600}>
                              Overdue
                            </Text>
                          </Group>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(invoice.balance)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Card>
  );
}
