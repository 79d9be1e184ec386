import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { TeamUser } from '../../../../core/schemas/team';
import { errorMessage } from '../../../lib/api-client';
import { useCreateInvitation } from '../api/create-invitation';
import { InviteLinkPanel } from './invite-link-panel';

/** Asks, then makes a new invitation link (the old one stops working) and shows it once. */
export function NewLinkDialog({
  person,
  onClose,
}: {
  person: TeamUser | null;
  onClose: () => void;
}) {
  const createInvitation = useCreateInvitation();
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const close = () => {
    setInviteUrl(null);
    onClose();
  };
  const make = () => {
    if (!person) return;
    createInvitation.mutate(person.id, {
      onSuccess: (invitation) => setInviteUrl(invitation.inviteUrl),
      onError: (error) =>
        notifications.show({
          title: 'Error',
          message: errorMessage(error, 'Failed to make a new link. Please try again.'),
          color: 'red',
        }),
    });
  };
  return (
    <Modal
      opened={person !== null}
      onClose={close}
      title={inviteUrl ? `Invitation for ${person?.name ?? ''}` : 'New invitation link'}
      size="lg"
    >
      {inviteUrl && person ? (
        <Stack>
          <InviteLinkPanel name={person.name} inviteUrl={inviteUrl} />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text>
            Make a new invitation link for {person?.name}? Any earlier link stops working. With the
            new link they choose a new password.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={createInvitation.isPending}>
              Cancel
            </Button>
            <Button onClick={make} loading={createInvitation.isPending} data-autofocus>
              Make new link
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
