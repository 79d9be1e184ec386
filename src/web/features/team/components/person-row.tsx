import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { ROLES, type Role } from '../../../../core/schemas/auth';
import type { TeamUser } from '../../../../core/schemas/team';
import touch from '../../../components/touch-target.module.css';
import { ROLE_LABELS } from '../../../lib/roles';
import { useLocale } from '../../../lib/use-locale';

const roleData = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface PersonRowProps {
  person: TeamUser;
  /** The signed-in owner: they cannot demote, deactivate or re-invite themselves here. */
  isMe: boolean;
  roleChanging?: boolean;
  onRoleChange: (role: Role) => void;
  onSetActive: () => void;
  onNewLink: () => void;
}

export function PersonRow({
  person,
  isMe,
  roleChanging,
  onRoleChange,
  onSetActive,
  onNewLink,
}: PersonRowProps) {
  const { formatDateTime } = useLocale();
  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      aria-label={person.name}
      data-testid="team-person"
      style={{ opacity: person.active ? 1 : 0.8 }}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {person.name}
            </Text>
            {isMe && (
              <Badge variant="light" size="sm">
                You
              </Badge>
            )}
            {!person.active && (
              <Badge color="gray" size="sm">
                Deactivated
              </Badge>
            )}
            {person.active && person.invitationPending && (
              <Badge color="yellow" variant="light" size="sm" tt="none">
                Invitation pending
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {person.username}
            {person.email ? ` · ${person.email}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            Last sign-in: {person.lastSignInAt ? formatDateTime(person.lastSignInAt) : 'Never'}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Select
            aria-label={`Role of ${person.name}`}
            data={roleData}
            value={person.role}
            allowDeselect={false}
            disabled={isMe || !person.active || roleChanging}
            onChange={(value) => {
              if (value && value !== person.role) onRoleChange(value as Role);
            }}
            w={120}
            classNames={{ input: touch.target }}
          />
          {!isMe && person.active && (
            <Button variant="default" onClick={onNewLink} className={touch.target}>
              New link
            </Button>
          )}
          {!isMe && (
            <Button
              variant="light"
              color={person.active ? 'red' : 'blue'}
              onClick={onSetActive}
              className={touch.target}
            >
              {person.active ? 'Deactivate' : 'Reactivate'}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
