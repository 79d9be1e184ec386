import { Anchor, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Project } from '../../../../core/schemas/project';
import { paths } from '../../../lib/paths';
import { useTaskCounts } from '../../tasks';
import { ProjectStatusBadge } from './project-status-badge';
import { ProjectTaskList } from './project-task-list';

interface ProjectTasksDialogProps {
  project: Project | null;
  onClose: () => void;
}

export function ProjectTasksDialog({ project, onClose }: ProjectTasksDialogProps) {
  return (
    <Modal
      opened={project !== null}
      onClose={onClose}
      title={project ? `${project.name} - All Tasks` : ''}
      size="lg"
    >
      {project && <ProjectTasks project={project} />}
    </Modal>
  );
}

function ProjectTasks({ project }: { project: Project }) {
  const counts = useTaskCounts(project.id);
  return (
    <Stack>
      <Stack gap={4}>
        <Text size="sm">
          <Text span fw={600}>
            Client:
          </Text>{' '}
          {project.clientName}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            Address:
          </Text>{' '}
          {project.address || 'Not set'}
        </Text>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            Status:
          </Text>
          <ProjectStatusBadge status={project.status} />
        </Group>
        {/* The read-only dialog leads to the project's page, where tasks are worked (issue 18). */}
        <Anchor component={Link} to={paths.project(project.id, 'tasks')} size="sm" fw={600}>
          Open project page
        </Anchor>
      </Stack>
      <Divider />
      <ProjectTaskList projectId={project.id} status="pending" count={counts.data?.pending} />
      <Divider />
      <ProjectTaskList projectId={project.id} status="completed" count={counts.data?.completed} />
    </Stack>
  );
}
