import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { RetryAlert } from '../../../components/retry-alert';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Project } from '../../../../core/schemas/project';
import type { ProjectMembers } from '../../../../core/schemas/team';
import { errorMessage } from '../../../lib/api-client';
import { ROLE_LABELS } from '../../../lib/roles';
import { useProjectMembers } from '../api/get-project-members';
import { useSaveProjectMembers } from '../api/save-project-members';

/** Owner and office choose who is on a project: field users see only their projects. */
export function ProjectMembersDialog({
  project,
  onClose,
}: {
  project: Project | null;
  onClose: () => void;
}) {
  const members = useProjectMembers(project?.id ?? null);
  return (
    <Modal
      opened={project !== null}
      onClose={onClose}
      title={project ? `Members of ${project.name}` : 'Members'}
      size="lg"
    >
      {members.isPending ? (
        <Text c="dimmed">Loading members...</Text>
      ) : members.isError ? (
        <RetryAlert title="Could not load the members" onRetry={() => members.refetch()} />
      ) : (
        project && (
          <MembersForm
            key={project.id}
            projectId={project.id}
            members={members.data}
            onDone={onClose}
          />
        )
      )}
    </Modal>
  );
}

function MembersForm({
  projectId,
  members,
  onDone,
}: {
  projectId: string;
  members: ProjectMembers;
  onDone: () => void;
}) {
  const save = useSaveProjectMembers();
  const [userIds, setUserIds] = useState(() => members.members.map((member) => member.id));
  // A member who is no longer among the active people still shows, so they can be removed.
  const everyone = [
    ...members.people,
    ...members.members.filter((member) => !members.people.some((p) => p.id === member.id)),
  ];
  const submit = () =>
    save.mutate(
      { projectId, userIds },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Members saved',
            message: 'The project members have been updated.',
            color: 'green',
          });
          onDone();
        },
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to save the members. Please try again.'),
            color: 'red',
          }),
      },
    );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Field users see only the projects they are members of; owner and office see every project. A
        task can be assigned to a member.
      </Text>
      <MultiSelect
        label="People on this project"
        placeholder={userIds.length === 0 ? 'Choose people' : undefined}
        data={everyone.map((person) => ({
          value: person.id,
          label: `${person.name} (${ROLE_LABELS[person.role]})`,
        }))}
        value={userIds}
        onChange={setUserIds}
        searchable
        nothingFoundMessage="No one found. Add people in Settings > Team."
        hidePickedOptions
        // Focused when the dialog opens, but its list opens on typing or a click: open on
        // focus it would cover Cancel and Save and take the first Escape from the dialog.
        openOnFocus={false}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save members
        </Button>
      </Group>
    </Stack>
  );
}
