import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useLocale } from '../../../lib/use-locale';
import type { Invoice } from '../../../../core/schemas/invoice';

/** Outstanding and paid totals above the list. */
export function InvoiceTotals({ invoices }: { invoices: Invoice[] }) {
  const { formatMoney } = useLocale();
  const sum = (status: Invoice['status']) => {
    const matching = invoices.filter((invoice) => invoice.status === status);
    return { count: matching.length, cents: matching.reduce((total, i) => total + i.amount, 0) };
  };
  const pending = sum('Pending');
  const paid = sum('Paid');
  const tiles = [
    { label: 'Outstanding', ...pending, color: 'orange' },
    { label: 'Paid', ...paid, color: 'green' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 2 }} maw={520} mb="lg">
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder p="md" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {tile.label}
          </Text>
          <Text fw={700} fz={22} c={tile.color}>
            {formatMoney(tile.cents)}
          </Text>
          <Text size="xs" c="dimmed">
            {tile.count} {tile.count === 1 ? 'invoice' : 'invoices'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
