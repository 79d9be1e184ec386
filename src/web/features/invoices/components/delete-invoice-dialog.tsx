import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { InvoiceRecord } from '../../../../core/schemas/invoice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLocale } from '../../../lib/use-locale';
import { useDeleteInvoice } from '../api/delete-invoice';

interface DeleteInvoiceDialogProps {
  invoice: InvoiceRecord | null;
  onClose: () => void;
}

export function DeleteInvoiceDialog({ invoice, onClose }: DeleteInvoiceDialogProps) {
  const deleteInvoice = useDeleteInvoice();
  const { formatMoney } = useLocale();
  // Keep the number on screen while the dialog animates closed.
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const confirm = () => {
    if (!invoice) return;
    deleteInvoice.mutate(invoice.id, {
      onSuccess: () => {
        notifications.show({
          title: 'Invoice deleted',
          message: 'The invoice has been deleted successfully.',
          color: 'green',
        });
        onClose();
      },
      onError: () =>
        notifications.show({
          title: 'Error',
          message: 'Failed to delete invoice. Please try again.',
          color: 'red',
        }),
    });
  };
  const payments = shown?.paymentCount ?? 0;
  return (
    <ConfirmDialog
      opened={invoice !== null}
      title="Delete invoice"
      message={
        shown && !shown.invoiceNumber
          ? 'Delete this draft invoice? This action cannot be undone.'
          : `Delete invoice ${shown?.invoiceNumber ?? ''}? This action cannot be undone.`
      }
      details={
        shown && (
          <Text size="sm" c="dimmed" data-testid="delete-invoice-details">
            {payments > 0
              ? `Its ${payments === 1 ? 'payment' : `${payments} payments`} (${formatMoney(shown.paidToDate)}) and its history go with it.`
              : 'Its history goes with it.'}
            {shown.invoiceNumber
              ? ` The number ${shown.invoiceNumber} is not given out again.`
              : ''}
          </Text>
        )
      }
      loading={deleteInvoice.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
