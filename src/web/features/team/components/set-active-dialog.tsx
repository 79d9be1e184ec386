import { notifications } from '@mantine/notifications';
import type { TeamUser } from '../../../../core/schemas/team';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateUser } from '../api/update-user';

/** Asks before deactivating (they are signed out at once) or reactivating a person. */
export function SetActiveDialog({
  person,
  onClose,
}: {
  person: TeamUser | null;
  onClose: () => void;
}) {
  const updateUser = useUpdateUser();
  const deactivating = person?.active ?? true;
  const confirm = () => {
    if (!person) return;
    updateUser.mutate(
      { id: person.id, patch: { active: !person.active } },
      {
        onSuccess: () => {
          notifications.show({
            title: deactivating ? 'Person deactivated' : 'Person reactivated',
            message: deactivating
              ? `${person.name} can no longer sign in.`
              : `${person.name} can sign in again.`,
            color: 'green',
          });
          onClose();
        },
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to save. Please try again.'),
            color: 'red',
          }),
      },
    );
  };
  return (
    <ConfirmDialog
      opened={person !== null}
      title={deactivating ? 'Deactivate person' : 'Reactivate person'}
      message={
        deactivating
          ? `Deactivate ${person?.name ?? ''}? They are signed out at once and can no longer sign in. What they wrote stays.`
          : `Reactivate ${person?.name ?? ''}? They can sign in again with their password.`
      }
      confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
      loading={updateUser.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
