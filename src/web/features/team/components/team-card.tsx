import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { RetryAlert } from '../../../components/retry-alert';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Role } from '../../../../core/schemas/auth';
import type { TeamUser } from '../../../../core/schemas/team';
import { errorMessage } from '../../../lib/api-client';
import { ROLE_LABELS } from '../../../lib/roles';
import { useUser } from '../../auth';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { AddPersonDialog } from './add-person-dialog';
import { NewLinkDialog } from './new-link-dialog';
import { PersonRow } from './person-row';
import { SetActiveDialog } from './set-active-dialog';

/** Settings > Team (owner only): who can sign in, with which role. */
export function TeamCard() {
  const me = useUser().data;
  const users = useUsers();
  const updateUser = useUpdateUser();
  const [adding, setAdding] = useState(false);
  const [activating, setActivating] = useState<TeamUser | null>(null);
  const [linking, setLinking] = useState<TeamUser | null>(null);

  const changeRole = (person: TeamUser, role: Role) =>
    updateUser.mutate(
      { id: person.id, patch: { role } },
      {
        onSuccess: () =>
          notifications.show({
            title: 'Role changed',
            message: `${person.name} is now ${ROLE_LABELS[role]}. They sign in again to continue.`,
            color: 'green',
          }),
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to change the role. Please try again.'),
            color: 'red',
          }),
      },
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="team-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title order={2} size="h4" id="team-title">
            Team
          </Title>
          <Text size="sm" c="dimmed">
            The people who sign in to Sitebook and what each may do.
          </Text>
        </div>
        <Button leftSection={<IconUserPlus size={18} />} onClick={() => setAdding(true)}>
          Add person
        </Button>
      </Group>
      {users.isPending ? (
        <Text c="dimmed">Loading team...</Text>
      ) : users.isError ? (
        <RetryAlert title="Could not load the team" onRetry={() => users.refetch()} />
      ) : (
        <Stack gap="sm">
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {users.data.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                isMe={person.id === me?.id}
                roleChanging={updateUser.isPending && updateUser.variables.id === person.id}
                onRoleChange={(role) => changeRole(person, role)}
                onSetActive={() => setActivating(person)}
                onNewLink={() => setLinking(person)}
              />
            ))}
          </Stack>
          {users.data.length <= 1 && (
            <Text c="dimmed" size="sm">
              Only you so far. Add the office and your crew: each gets a link to choose a password.
            </Text>
          )}
        </Stack>
      )}
      <AddPersonDialog opened={adding} onClose={() => setAdding(false)} />
      <SetActiveDialog person={activating} onClose={() => setActivating(null)} />
      <NewLinkDialog person={linking} onClose={() => setLinking(null)} />
    </Card>
  );
}
