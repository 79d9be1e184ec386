import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendar,
  IconListCheck,
  IconMailForward,
  IconMapPin,
  IconUser,
} from '@tabler/icons-react';
import type { Project } from '../../../../core/schemas/project';
import { RecordActions } from '../../../components/record-actions';
import { useLocale } from '../../../lib/use-locale';
import { ProjectStatusBadge } from './project-status-badge';

function dateRange(project: Project, formatDate: (date: string | null) => string): string | null {
  const start = formatDate(project.startDate);
  const end = formatDate(project.endDate);
  if (!start && !end) return null;
  return `${start || 'Not set'} - ${end || 'Not set'}`;
}

interface ProjectCardProps {
  project: Project;
  highlighted: boolean;
  onViewTasks: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onSchedule: () => void;
}

export function ProjectCard({
  project,
  highlighted,
  onViewTasks,
  onEdit,
  onDelete,
  onSchedule,
}: ProjectCardProps) {
  const { formatDate } = useLocale();
  const dates = dateRange(project, formatDate);
  return (
    <Card
      withBorder
      padding="lg"
      data-record-id={project.id}
      data-testid="project-card"
      className={highlighted ? 'record-highlight' : undefined}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {project.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconUser size={16} aria-label="Client" />
            <Text size="sm" c="dimmed" truncate="end">
              {project.clientName}
            </Text>
          </Group>
        </Stack>
        <ProjectStatusBadge status={project.status} />
      </Group>
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        {project.address && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-label="Address" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{project.address}</Text>
          </Group>
        )}
        {dates && (
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-label="Dates" />
            <Text size="sm">{dates}</Text>
          </Group>
        )}
        {project.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {project.description}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" mt="md" wrap="nowrap">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconListCheck size={16} />}
          onClick={onViewTasks}
        >
          View Tasks
        </Button>
        <RecordActions
          editLabel={`Edit ${project.name}`}
          deleteLabel={`Delete ${project.name}`}
          onEdit={onEdit}
          onDelete={onDelete}
          actionsBeforeEdit={
            <ActionIcon
              variant="subtle"
              aria-label={`Client e-mail schedule for ${project.name}`}
              title="Client e-mail schedule"
              onClick={onSchedule}
            >
              <IconMailForward size={18} />
            </ActionIcon>
          }
        />
      </Group>
    </Card>
  );
}
