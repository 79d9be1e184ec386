import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/use-locale';
import { useInvoiceSummary } from '../api/get-invoice-summary';

interface Tile {
  label: string;
  cents: number | undefined;
  color: string;
  icon: ReactNode;
}

/** What is owed, above the list: outstanding, overdue and paid this month. */
export function InvoiceSummaryStrip() {
  const { formatMoney } = useLocale();
  const summary = useInvoiceSummary();
  if (summary.isError) {
    return (
      <Text c="red" size="sm" mb="lg">
        Failed to load the totals. Please reload the page.
      </Text>
    );
  }
  const data = summary.data;
  const tiles: Tile[] = [
    {
      label: 'Outstanding',
      cents: data?.outstanding,
      color: 'orange',
      icon: <IconReceipt size={16} />,
    },
    {
      label: 'Overdue',
      cents: data?.overdue,
      color: 'red',
      icon: <IconAlertTriangle size={16} />,
    },
    {
      label: 'Paid this month',
      cents: data?.paidThisMonth,
      color: 'green',
      icon: <IconCalendarCheck size={16} />,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} maw={720} mb="lg" data-testid="invoice-summary">
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder p="md" radius="md" role="group" aria-label={tile.label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ display: 'flex', gap: 6 }}>
            <span aria-hidden style={{ display: 'inline-flex' }}>
              {tile.icon}
            </span>
            {tile.label}
          </Text>
          {tile.cents === undefined ? (
            <Skeleton height={28} mt={4} width="60%" />
          ) : (
            <Text fw={700} fz={22} c={tile.cents > 0 ? tile.color : undefined}>
              {formatMoney(tile.cents)}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
