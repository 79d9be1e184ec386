import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { countOf } from '../../../../core/plural';
import type { Update } from '../../../../core/schemas/update';
import { useDeleteUpdate } from '../api/delete-update';

/** Asks before deleting an update (and its files). */
export function DeleteUpdateDialog({
  update,
  onClose,
}: {
  update: Update | null;
  onClose: () => void;
}) {
  const remove = useDeleteUpdate();
  const confirm = () => {
    if (!update) return;
    remove.mutate(update.id, {
      onSuccess: () => {
        notifications.show({
          title: 'Update deleted',
          message: 'The update has been deleted successfully.',
          color: 'green',
        });
        onClose();
      },
      onError: () =>
        notifications.show({
          title: 'Error',
          message: 'Failed to delete update. Please try again.',
          color: 'red',
        }),
    });
  };
  return (
    <Modal opened={update !== null} onClose={onClose} title="Delete Update" centered>
      <Stack>
        <Text>Delete this update? This action cannot be undone.</Text>
        {update && update.files.length > 0 && (
          <Text size="sm" c="dimmed">
            Its {countOf(update.files.length, 'file')} will be deleted too.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} data-autofocus>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
