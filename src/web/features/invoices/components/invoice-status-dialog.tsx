import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { InvoiceRecord } from '../../../../core/schemas/invoice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useUpdateInvoice } from '../api/update-invoice';
import { invoiceLabel } from './invoice-card';

/**
 * "Mark as paid" and "Mark as pending" ask first: one records a payment of the whole
 * balance dated today (the client's portal then shows the invoice paid), the other removes
 * that payment. Both buttons sit where a scrolling thumb lands.
 */
export function InvoiceStatusDialog({
  invoice,
  onClose,
}: {
  invoice: InvoiceRecord | null;
  onClose: () => void;
}) {
  const update = useUpdateInvoice();
  const { formatMoney } = useLocale();
  // Kept while the dialog closes, so its text does not change under the closing animation.
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const paid = shown?.status === 'Paid';
  const label = shown ? invoiceLabel(shown) : '';
  const action = paid ? 'Mark as pending' : 'Mark as paid';
  const confirm = () => {
    if (!invoice) return;
    const status = paid ? 'Pending' : 'Paid';
    update.mutate(
      { id: invoice.id, status },
      {
        onSuccess: () => {
          notifications.show({
            title: paid ? 'Invoice marked as pending' : 'Invoice marked as paid',
            message: `Invoice ${invoice.invoiceNumber} is now ${status.toLowerCase()}.`,
            color: 'green',
          });
          onClose();
        },
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to update invoice. Please try again.'),
            color: 'red',
          }),
      },
    );
  };
  return (
    <ConfirmDialog
      opened={invoice !== null}
      title={action}
      message={`Mark invoice ${label} as ${paid ? 'pending' : 'paid'}?`}
      details={
        <Text size="sm" c="dimmed">
          {paid
            ? 'The payment that “Mark as paid” recorded is removed and the invoice is owed again. Payments you recorded yourself are kept.'
            : `This records a payment of ${formatMoney(shown?.balance ?? 0)} dated today, and the client’s portal shows the invoice paid. To record part of it, or a check number, use Record payment instead.`}
        </Text>
      }
      confirmLabel={action}
      confirmColor={paid ? 'red' : 'green'}
      loading={update.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
