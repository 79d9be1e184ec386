import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendar,
  IconCircleCheck,
  IconClockHour4,
  IconFileDownload,
} from '@tabler/icons-react';
import type { Invoice } from '../../../../core/schemas/invoice';
import { RecordActions } from '../../../components/record-actions';
import { useLocale } from '../../../lib/use-locale';

interface InvoiceCardProps {
  invoice: Invoice;
  highlighted: boolean;
  exporting: boolean;
  statusChanging: boolean;
  onToggleStatus: () => void;
  onExport: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  return status === 'Paid' ? (
    <Badge
      color="green"
      variant="filled"
      leftSection={<IconCircleCheck size={12} />}
      style={{ flexShrink: 0 }}
    >
      Paid
    </Badge>
  ) : (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconClockHour4 size={12} />}
      style={{ flexShrink: 0 }}
    >
      Pending
    </Badge>
  );
}

export function InvoiceCard(props: InvoiceCardProps) {
  const { invoice, highlighted } = props;
  const { formatDate, formatMoney } = useLocale();
  const paid = invoice.status === 'Paid';
  return (
    <Card
      withBorder
      padding="lg"
      data-record-id={invoice.id}
      data-testid="invoice-card"
      className={highlighted ? 'record-highlight' : undefined}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" lh={1.3}>
            {invoice.invoiceNumber}
          </Text>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {invoice.client}
          </Text>
        </Stack>
        <InvoiceStatusBadge status={invoice.status} />
      </Group>
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        <Group gap={6} wrap="nowrap">
          <IconBriefcase size={16} aria-label="Project" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" truncate="end">
            {invoice.project}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} aria-label="Date" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {formatDate(invoice.date)}
          </Text>
        </Group>
      </Stack>
      <Group justify="space-between" align="center" mt="sm" wrap="nowrap">
        <Text fw={700} fz={26} aria-label="Amount">
          {formatMoney(invoice.amount)}
        </Text>
        <RecordActions
          editLabel={`Edit invoice ${invoice.invoiceNumber}`}
          deleteLabel={`Delete invoice ${invoice.invoiceNumber}`}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          canEdit={!paid}
          editTooltip="Edit invoice"
          deleteTooltip="Delete invoice"
          tooltipOpenDelay={700}
        />
      </Group>
      <Group grow gap="xs" mt="md" preventGrowOverflow={false}>
        <Button
          size="xs"
          variant={paid ? 'default' : 'light'}
          color={paid ? undefined : 'green'}
          loading={props.statusChanging}
          onClick={props.onToggleStatus}
        >
          {paid ? 'Mark as pending' : 'Mark as paid'}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileDownload size={14} />}
          loading={props.exporting}
          onClick={props.onExport}
        >
          Export PDF
        </Button>
      </Group>
    </Card>
  );
}
