import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useLocale } from '../../../lib/use-locale';
import { useInvoicePages } from '../api/get-invoice-pages';
import { useCanSeeMoney } from '../use-can-see-money';
import { InvoiceStateBadge } from './invoice-badges';
import { ProjectMoneyFigures } from './project-money';

/**
 * A project's invoices with its totals (invoiced, paid, outstanding), for its page
 * (issue 18); nothing for those who see no money.
 */
export function ProjectInvoices({ projectId }: { projectId: string }) {
  const canSeeMoney = useCanSeeMoney();
  // This project's only, a page at a time (decision 203); the totals from the summary.
  const invoices = useInvoicePages({ projectId }, { enabled: canSeeMoney, limit: 20 });
  const { formatMoney, formatDate } = useLocale();
  if (!canSeeMoney) return null;
  if (invoices.isPending) return <Text c="dimmed">Loading invoices...</Text>;
  if (invoices.isError) return <Text c="red">Could not load the invoices.</Text>;
  const mine = invoices.data.pages.flatMap((page) => page.invoices);
  return (
    <Stack gap="md">
      <ProjectMoneyFigures projectId={projectId} />
      {mine.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mine.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.record('invoices', invoice.id)} size="sm">
                      {invoice.invoiceNumber || 'Draft'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(invoice.date)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {/* The state, as the Invoices screen names it ("Partially paid", not "Pending"). */}
                      <InvoiceStateBadge state={invoice.state} />
                      {invoice.overdue && (
                        <Badge color="red" variant="light" tt="none">
                          Overdue
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(invoice.amount)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(invoice.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {invoices.hasNextPage && (
        <Group>
          <Button
            variant="default"
            size="xs"
            loading={invoices.isFetchingNextPage}
            onClick={() => void invoices.fetchNextPage()}
          >
            Load more
          </Button>
        </Group>
      )}
      <Anchor component={Link} to={paths.invoices} size="sm">
        All invoices
      </Anchor>
    </Stack>
  );
}
