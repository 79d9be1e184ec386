import { ActionIcon, Anchor, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  IconTrash,
  IconBan,
  IconBriefcase,
  IconCalendar,
  IconCalendarDue,
  IconCash,
  IconDots,
  IconFilePencil,
  IconFileDownload,
  IconListDetails,
  IconMail,
  IconSend,
} from '@tabler/icons-react';
import { invoiceBadges } from '../../../../core/invoice-status';
import type { InvoiceRecord } from '../../../../core/schemas/invoice';
import touch from '../../../components/touch-target.module.css';
import { RecordActions } from '../../../components/record-actions';
import { paths } from '../../../lib/paths';
import { useLocale } from '../../../lib/use-locale';
import { isBilled, isOpen } from '../invoice-money';
import { InvoiceStateBadge, InvoiceStatusBadge, OverdueBadge } from './invoice-badges';

export type InvoiceAction = 'issue' | 'reopen' | 'send' | 'pay' | 'payments' | 'void';

interface InvoiceCardProps {
  invoice: InvoiceRecord;
  highlighted: boolean;
  exporting: boolean;
  statusChanging: boolean;
  onToggleStatus: () => void;
  onExport: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onAction: (action: InvoiceAction) => void;
}

/** The number, or what stands for it while a draft has none. */
export const invoiceLabel = (invoice: Pick<InvoiceRecord, 'invoiceNumber'>) =>
  invoice.invoiceNumber || 'Draft';

/** Edits are for invoices the client has not received or paid (the server checks again). */
export const canEditInvoice = (invoice: InvoiceRecord) =>
  invoice.state === 'draft' ||
  (invoice.state === 'issued' && invoice.paidToDate === 0 && invoice.sentAt === null);

/** A sent invoice with nothing paid can go back to a draft to be changed (it keeps its number). */
const canReopen = (invoice: InvoiceRecord) =>
  isOpen(invoice) &&
  invoice.paidToDate === 0 &&
  (invoice.sentAt !== null || invoice.viewedAt !== null);

export function InvoiceCard(props: InvoiceCardProps) {
  const { invoice, highlighted } = props;
  const { formatDate, formatMoney } = useLocale();
  const label = invoiceLabel(invoice);
  const paid = invoice.status === 'Paid';
  const isVoid = invoice.state === 'void';
  const isDraft = invoice.state === 'draft';
  const badges = invoiceBadges(invoice);
  return (
    <Card
      withBorder
      padding="lg"
      data-record-id={invoice.id}
      data-testid="invoice-card"
      data-state={invoice.state}
      className={highlighted ? 'record-highlight' : undefined}
      // A void invoice is struck through and badged; fading the card took its links under AA contrast.
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" lh={1.3} td={isVoid ? 'line-through' : undefined}>
            {invoice.invoiceNumber || 'Draft invoice'}
          </Text>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {invoice.client}
          </Text>
        </Stack>
        <Group gap={6} justify="flex-end" style={{ flexShrink: 0, maxWidth: '55%' }}>
          {/* One status, not two that seem to disagree (issue 18, decision 170). */}
          {badges.status && <InvoiceStatusBadge status={badges.status} />}
          {badges.state && <InvoiceStateBadge state={badges.state} />}
        </Group>
      </Group>
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        <Group gap={6} wrap="nowrap">
          <IconBriefcase size={16} aria-label="Project" style={{ flexShrink: 0 }} />
          {invoice.projectId ? (
            <Anchor component={Link} to={paths.project(invoice.projectId)} size="sm" truncate="end">
              {invoice.project}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" truncate="end">
              {invoice.project}
            </Text>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} aria-label="Date" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {formatDate(invoice.date)}
          </Text>
        </Group>
        {!isVoid && (
          <Group gap={6} wrap="wrap">
            <IconCalendarDue size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed" data-testid="invoice-due">
              Due {formatDate(invoice.dueDate)}
            </Text>
            {invoice.overdue && <OverdueBadge />}
          </Group>
        )}
        {invoice.sentAt && (
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed">
              Sent {formatDate(invoice.sentAt)}
            </Text>
          </Group>
        )}
      </Stack>
      <Group justify="space-between" align="center" mt="sm" wrap="nowrap">
        <Text fw={700} fz={26} aria-label="Amount" td={isVoid ? 'line-through' : undefined}>
          {formatMoney(invoice.amount)}
        </Text>
        <RecordActions
          editLabel={`Edit invoice ${label}`}
          deleteLabel={`Delete invoice ${label}`}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          canEdit={!paid && canEditInvoice(invoice)}
          editTooltip="Edit invoice"
          deleteTooltip="Delete invoice"
          tooltipOpenDelay={700}
          actionsBeforeEdit={<InvoiceMenu {...props} label={label} />}
          deleteOnPhone="elsewhere"
        />
      </Group>
      {isBilled(invoice) && (invoice.paidToDate > 0 || invoice.taxTotal > 0) && (
        <Group gap="md" mt={4} data-testid="invoice-balance">
          {invoice.taxTotal > 0 && (
            <Text size="sm" c="dimmed">
              incl. tax {formatMoney(invoice.taxTotal)}
            </Text>
          )}
          {invoice.paidToDate > 0 && (
            <Text size="sm">
              Paid <b>{formatMoney(invoice.paidToDate)}</b>
            </Text>
          )}
          <Text size="sm">
            Balance <b>{formatMoney(invoice.balance)}</b>
          </Text>
        </Group>
      )}
      <Group grow gap="xs" mt="md" preventGrowOverflow={false}>
        {isDraft ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} />}
            className={touch.target}
            loading={props.statusChanging}
            onClick={() => props.onAction('issue')}
          >
            Issue
          </Button>
        ) : (
          !isVoid && <StatusButton {...props} />
        )}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileDownload size={14} />}
          className={touch.target}
          loading={props.exporting}
          onClick={props.onExport}
        >
          Export PDF
        </Button>
      </Group>
    </Card>
  );
}

/**
 * "Mark as paid", or "Mark as pending" to take back what it recorded. An invoice paid by
 * recorded payments is reopened by deleting one: its button opens them instead.
 */
function StatusButton({ invoice, statusChanging, onToggleStatus, onAction }: InvoiceCardProps) {
  const paid = invoice.status === 'Paid';
  if (paid && !invoice.markedPaid) {
    return (
      <Button
        size="xs"
        variant="default"
        leftSection={<IconListDetails size={14} />}
        className={touch.target}
        onClick={() => onAction('payments')}
      >
        Payments
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant={paid ? 'default' : 'light'}
      color={paid ? undefined : 'green'}
      className={touch.target}
      loading={statusChanging}
      onClick={onToggleStatus}
    >
      {paid ? 'Mark as pending' : 'Mark as paid'}
    </Button>
  );
}

/** The invoice's other actions: those its state allows. */
function InvoiceMenu({ invoice, label, onAction, onDelete }: InvoiceCardProps & { label: string }) {
  const open = isOpen(invoice);
  const voidBlocked = invoice.paymentCount > 0;
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={`More actions for invoice ${label}`}
          className={touch.target}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {invoice.state === 'draft' && (
          <Menu.Item leftSection={<IconSend size={16} />} onClick={() => onAction('issue')}>
            Issue
          </Menu.Item>
        )}
        {invoice.state !== 'void' && (
          <Menu.Item leftSection={<IconMail size={16} />} onClick={() => onAction('send')}>
            Send invoice
          </Menu.Item>
        )}
        {open && (
          <Menu.Item leftSection={<IconCash size={16} />} onClick={() => onAction('pay')}>
            Record payment
          </Menu.Item>
        )}
        {invoice.state !== 'draft' && (
          <Menu.Item
            leftSection={<IconListDetails size={16} />}
            onClick={() => onAction('payments')}
          >
            Payments and history
          </Menu.Item>
        )}
        {canReopen(invoice) && (
          <Menu.Item leftSection={<IconFilePencil size={16} />} onClick={() => onAction('reopen')}>
            Reopen as draft
          </Menu.Item>
        )}
        {isBilled(invoice) && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconBan size={16} />}
              disabled={voidBlocked}
              onClick={() => onAction('void')}
            >
              {voidBlocked ? 'Void (delete its payments first)' : 'Void'}
            </Menu.Item>
          </>
        )}
        {/* On a phone Delete waits here, away from Edit (decision 185). */}
        <Menu.Divider hiddenFrom="sm" />
        <Menu.Item
          hiddenFrom="sm"
          color="red"
          leftSection={<IconTrash size={16} />}
          aria-label={`Delete invoice ${label}`}
          onClick={onDelete}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
