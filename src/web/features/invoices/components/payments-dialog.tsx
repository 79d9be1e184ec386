import {
  ActionIcon,
  Alert,
  Center,
  Divider,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type InvoiceEvent,
  type InvoiceRecord,
  type Payment,
} from '../../../../core/schemas/invoice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import touch from '../../../components/touch-target.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useLocale, type LocaleFormatters } from '../../../lib/use-locale';
import { useDeletePayment } from '../api/delete-payment';
import { useInvoice } from '../api/get-invoice';
import { invoiceLabel } from './invoice-card';
import { PAYMENT_METHOD_LABELS } from '../../../../core/invoices';

interface PaymentsDialogProps {
  invoice: InvoiceRecord | null;
  onClose: () => void;
}

/** An invoice's payments (each can be deleted, after a confirmation) and its history. */
export function PaymentsDialog({ invoice, onClose }: PaymentsDialogProps) {
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const detail = useInvoice(invoice?.id ?? null);
  const { formatMoney, formatDate, formatDateTime } = useLocale();
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const label = shown ? invoiceLabel(shown) : '';
  const data = detail.data;

  return (
    <>
      <Modal
        opened={invoice !== null && deleting === null}
        onClose={onClose}
        title={`Invoice ${label}: payments and history`}
        size="lg"
      >
        {detail.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Loading payments" />
          </Center>
        ) : detail.isError || !data ? (
          <Alert color="red" role="alert">
            {errorMessage(detail.error, 'Failed to load the payments. Please reload the page.')}
          </Alert>
        ) : (
          <Stack>
            <Text size="sm">
              Total {formatMoney(data.amount)} · paid {formatMoney(data.paidToDate)} · balance{' '}
              <b>{formatMoney(data.balance)}</b>
            </Text>
            <Title order={3} size="h5">
              Payments
            </Title>
            {data.payments.length === 0 ? (
              <Text c="dimmed" size="sm">
                No payments recorded yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={360}>
                <Table verticalSpacing="xs" data-testid="payments-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Method</Table.Th>
                      <Table.Th>Reference</Table.Th>
                      <Table.Th ta="right">Amount</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.payments.map((payment) => (
                      <Table.Tr key={payment.id}>
                        <Table.Td>{formatDate(payment.date)}</Table.Td>
                        <Table.Td>{PAYMENT_METHOD_LABELS[payment.method]}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          {payment.reference ?? ''}
                        </Table.Td>
                        <Table.Td ta="right">{formatMoney(payment.amount)}</Table.Td>
                        <Table.Td ta="right">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            className={touch.target}
                            aria-label={`Delete payment of ${formatMoney(payment.amount)} on ${formatDate(payment.date)}`}
                            onClick={() => setDeleting(payment)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {data.events.length > 0 && (
              <>
                <Divider />
                <Title order={3} size="h5">
                  History
                </Title>
                <Timeline bulletSize={12} lineWidth={2} active={data.events.length}>
                  {data.events.map((event, index) => (
                    <Timeline.Item
                      key={`${event.at}-${index}`}
                      title={eventTitle(event, formatMoney)}
                    >
                      <Text size="xs" c="dimmed">
                        {formatDateTime(event.at)}
                      </Text>
                    </Timeline.Item>
                  ))}
                </Timeline>
              </>
            )}
          </Stack>
        )}
      </Modal>
      <DeletePaymentDialog
        payment={deleting}
        invoiceLabel={label}
        formatters={{ formatMoney, formatDate }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

const EVENT_TITLES: Record<InvoiceEvent['kind'], string> = {
  created: 'Created',
  issued: 'Issued',
  sent: 'E-mailed',
  viewed: 'Viewed by the client',
  payment: 'Payment recorded',
  'payment-deleted': 'Payment deleted',
  reminder: 'Reminder sent',
  reopened: 'Reopened as a draft',
  voided: 'Voided',
};

/** A payment's detail is its amount in cents; other events' details are words (an address). */
const MONEY_EVENTS: ReadonlySet<InvoiceEvent['kind']> = new Set(['payment', 'payment-deleted']);

const eventTitle = (event: InvoiceEvent, formatMoney: (cents: number) => string) => {
  if (!event.detail) return EVENT_TITLES[event.kind];
  const amount = Number(event.detail);
  const detail =
    MONEY_EVENTS.has(event.kind) && Number.isSafeInteger(amount)
      ? formatMoney(amount)
      : event.detail;
  return `${EVENT_TITLES[event.kind]}: ${detail}`;
};

interface DeletePaymentDialogProps {
  payment: Payment | null;
  invoiceLabel: string;
  formatters: Pick<LocaleFormatters, 'formatMoney' | 'formatDate'>;
  onClose: () => void;
}

function DeletePaymentDialog({
  payment,
  invoiceLabel: label,
  formatters,
  onClose,
}: DeletePaymentDialogProps) {
  const remove = useDeletePayment();
  const [shown, setShown] = useState(payment);
  if (payment && payment !== shown) setShown(payment);
  const amount = shown ? formatters.formatMoney(shown.amount) : '';
  const confirm = () => {
    if (!payment) return;
    remove.mutate(payment.id, {
      onSuccess: () => {
        notifications.show({
          title: 'Payment deleted',
          message: `The payment of ${amount} was deleted; invoice ${label} is owed again.`,
          color: 'green',
        });
        onClose();
      },
      onError: (error) =>
        notifications.show({
          title: 'Error',
          message: errorMessage(error, 'Failed to delete the payment. Please try again.'),
          color: 'red',
        }),
    });
  };
  return (
    <ConfirmDialog
      opened={payment !== null}
      title="Delete payment"
      message={`Delete the payment of ${amount} from ${shown ? formatters.formatDate(shown.date) : ''}?`}
      details={
        <Text size="sm" c="dimmed">
          The balance of invoice {label} goes back up by {amount}. This action cannot be undone.
        </Text>
      }
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
