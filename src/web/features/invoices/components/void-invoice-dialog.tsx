import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { InvoiceRecord } from '../../../../core/schemas/invoice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateInvoice } from '../api/update-invoice';
import { invoiceLabel } from './invoice-card';

interface VoidInvoiceDialogProps {
  invoice: InvoiceRecord | null;
  onClose: () => void;
}

/** Void keeps the number and the record; the invoice is no longer owed. */
export function VoidInvoiceDialog({ invoice, onClose }: VoidInvoiceDialogProps) {
  const update = useUpdateInvoice();
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const label = shown ? invoiceLabel(shown) : '';
  const confirm = () => {
    if (!invoice) return;
    update.mutate(
      { id: invoice.id, state: 'void' },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Invoice voided',
            message: `Invoice ${label} is void and no longer owed.`,
            color: 'green',
          });
          onClose();
        },
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to void the invoice. Please try again.'),
            color: 'red',
          }),
      },
    );
  };
  return (
    <ConfirmDialog
      opened={invoice !== null}
      title="Void invoice"
      message={`Void invoice ${label}?`}
      details={
        <Text size="sm" c="dimmed">
          It keeps its number and stays in your records marked Void; it is no longer counted as owed
          and no reminders go out for it.
        </Text>
      }
      confirmLabel="Void invoice"
      loading={update.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
