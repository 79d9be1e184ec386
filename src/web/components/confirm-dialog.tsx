import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, e.g. 'Delete project "Maple"? This action cannot be undone.' */
  message: ReactNode;
  /** More detail under the question (what else goes with it). */
  details?: ReactNode;
  confirmLabel?: string;
  /** Red (the default) for what destroys data; another color for what only changes it. */
  confirmColor?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before destroying or changing data; the dialog closes on Cancel or Esc. */
export function ConfirmDialog({
  opened,
  title,
  message,
  details,
  confirmLabel = 'Delete',
  confirmColor = 'red',
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{message}</Text>
        {details}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
