import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { Project } from '../../../../core/schemas/project';
import { ROLE_LABELS } from '../../../lib/roles';
import { useProjectMembers } from '../api/get-project-members';
import { ProjectMembersDialog } from './project-members-dialog';

/** Who is on the project, and the members dialog to change it (owner and office, issue 18). */
export function ProjectMembersSection({ project }: { project: Project }) {
  const members = useProjectMembers(project.id);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm">
      {members.isPending ? (
        <Text c="dimmed">Loading members...</Text>
      ) : members.isError ? (
        <Text c="red">Could not load the members.</Text>
      ) : members.data.members.length === 0 ? (
        <Text c="dimmed">
          No one is on this project yet. Add field users so they see it and can be assigned tasks.
        </Text>
      ) : (
        <Stack gap="xs" data-testid="project-members">
          {members.data.members.map((member) => (
            <Group key={member.id} gap="xs">
              <Text>{member.name}</Text>
              <Badge variant="light" color="gray" tt="none">
                {ROLE_LABELS[member.role]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconUsers size={16} />}
          onClick={() => setEditing(true)}
        >
          Manage members
        </Button>
      </Group>
      <ProjectMembersDialog project={editing ? project : null} onClose={() => setEditing(false)} />
    </Stack>
  );
}
