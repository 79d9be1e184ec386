import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Invoice } from '../../../../core/schemas/invoice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteInvoice } from '../api/delete-invoice';

interface DeleteInvoiceDialogProps {
  invoice: Invoice | null;
  onClose: () => void;
}

export function DeleteInvoiceDialog({ invoice, onClose }: DeleteInvoiceDialogProps) {
  const deleteInvoice = useDeleteInvoice();
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
  return (
    <ConfirmDialog
      opened={invoice !== null}
      title="Delete invoice"
      message={`Delete invoice ${shown?.invoiceNumber ?? ''}? This action cannot be undone.`}
      loading={deleteInvoice.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
