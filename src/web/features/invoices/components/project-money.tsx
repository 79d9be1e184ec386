import { Group, Skeleton, Text } from '@mantine/core';
import { useLocale } from '../../../lib/use-locale';
import { useInvoiceSummary } from '../api/get-invoice-summary';
import { useProjectInvoiceTotals } from '../api/get-project-invoice-totals';
import type { ProjectMoney as ProjectMoneyType } from '../invoice-money';
import { useCanSeeMoney } from '../use-can-see-money';

/** A project's invoiced, paid and outstanding amounts; nothing for those who see no money. */
export function ProjectMoney({ projectId }: { projectId: string }) {
  const canSeeMoney = useCanSeeMoney();
  const totals = useProjectInvoiceTotals({ enabled: canSeeMoney });
  if (!canSeeMoney || !totals.data) return null;
  const own = totals.data.find((row) => row.projectId === projectId);
  const money = own
    ? {
        invoiced: own.invoiced,
        paid: own.paid,
        outstanding: own.outstanding,
        count: own.invoiceCount,
      }
    : { invoiced: 0, paid: 0, outstanding: 0, count: 0 };
  return <MoneyFigures money={money} />;
}

/**
 * The same figures for one project's page, from that project's summary (its SQL sums,
 * decision 203) instead of every invoice of the business.
 */
export function ProjectMoneyFigures({ projectId }: { projectId: string }) {
  const canSeeMoney = useCanSeeMoney();
  const summary = useInvoiceSummary({ enabled: canSeeMoney, projectId });
  if (!canSeeMoney) return null;
  if (summary.isPending) return <Skeleton h={36} maw={360} data-testid="project-money-loading" />;
  if (summary.isError) {
    return (
      <Text size="sm" c="red">
        Could not load this project&apos;s totals. Please reload the page.
      </Text>
    );
  }
  const { invoiced, paid, outstanding, invoiceCount } = summary.data;
  return <MoneyFigures money={{ invoiced, paid, outstanding, count: invoiceCount }} />;
}

function MoneyFigures({ money }: { money: ProjectMoneyType }) {
  const { formatMoney } = useLocale();
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
