import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { Contact } from '../../../../core/schemas/contact';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useDeleteContact } from '../api/delete-contact';

interface DeleteContactDialogProps {
  contact: Contact | null;
  onClose: () => void;
}

export function DeleteContactDialog({ contact, onClose }: DeleteContactDialogProps) {
  // Keeps the name on screen while the dialog closes.
  const [shown, setShown] = useState(contact);
  if (contact && contact !== shown) setShown(contact);
  const deleteContact = useDeleteContact();

  const confirm = () => {
    if (!contact) return;
    deleteContact.mutate(contact.id, {
      onSuccess: () => {
        notifications.show({
          title: 'Contact deleted',
          message: 'The contact has been deleted successfully.',
          color: 'green',
        });
        onClose();
      },
      onError: (error) => {
        // A 409 says which projects or invoices still use the contact: more useful than a retry hint.
        const blocked = error instanceof ApiError && error.status === 409;
        notifications.show({
          title: 'Error',
          message: blocked
            ? (error.serverMessage ?? 'Failed to delete contact. Please try again.')
            : 'Failed to delete contact. Please try again.',
          color: 'red',
        });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={contact !== null}
      title="Delete Contact"
      message={`Delete contact "${shown?.name ?? ''}"? This action cannot be undone.`}
      loading={deleteContact.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
