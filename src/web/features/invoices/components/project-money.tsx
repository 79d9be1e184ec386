import { Group, Text } from '@mantine/core';
import { useLocale } from '../../../lib/use-locale';
import { useInvoices } from '../api/get-invoices';
import { projectMoney } from '../invoice-money';
import { useCanSeeMoney } from '../use-can-see-money';

/** A project's invoiced, paid and outstanding amounts; nothing for those who see no money. */
export function ProjectMoney({ projectId }: { projectId: string }) {
  const canSeeMoney = useCanSeeMoney();
  const invoices = useInvoices({ enabled: canSeeMoney });
  const { formatMoney } = useLocale();
  if (!canSeeMoney || !invoices.data) return null;
  const money = projectMoney(invoices.data, projectId);
  if (money.count === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="project-money">
        Not invoiced yet
      </Text>
    );
  }
  const figures = [
    { label: 'Invoiced', cents: money.invoiced },
    { label: 'Paid', cents: money.paid },
    { label: 'Outstanding', cents: money.outstanding },
  ];
  return (
    <Group gap="md" wrap="wrap" data-testid="project-money">
      {figures.map((figure) => (
        <div key={figure.label}>
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text size="sm" fw={600}>
            {formatMoney(figure.cents)}
          </Text>
        </div>
      ))}
    </Group>
  );
}
