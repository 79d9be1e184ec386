import { ActionIcon, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendar,
  IconHistory,
  IconListCheck,
  IconMailForward,
  IconMapPin,
  IconUser,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Project } from '../../../../core/schemas/project';
import { RecordActions } from '../../../components/record-actions';
import { paths } from '../../../lib/paths';
import { useLocale } from '../../../lib/use-locale';
import { ProjectPortalStatus, type PortalTab } from '../../portal';
import { ProjectMoney } from '../../invoices';
import { ProjectDailyLogMenu } from '../../daily-log';
import { ProjectContractMenu } from '../../estimates';
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
  // Each takes the project, so the screen passes the same functions to every card and a
  // card renders again only when its own project changes (not when a dialog opens).
  onViewTasks: (project: Project) => void;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  onSchedule: (project: Project) => void;
  onMembers: (project: Project) => void;
  /** Opens the project's client portal (links, questions). */
  onPortal: (project: Project, tab: PortalTab) => void;
  /** Owner and office: members, history, edit, delete and the e-mail schedule. */
  canManage: boolean;
}

export const ProjectCard = memo(function ProjectCard({
  project,
  highlighted,
  onViewTasks,
  onEdit,
  onDelete,
  onSchedule,
  onMembers,
  onPortal,
  canManage,
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
      {/* The title takes the card's whole width (two lines at most, the full name on hover);
          the status badge sits on the line below beside the client, so it never narrows the
          title (issue 18: at 1280 px titles wrapped to four lines beside the badge). */}
      <Stack gap={6} data-testid="project-card-header">
        <Anchor
          component={Link}
          to={paths.project(project.id)}
          fw={600}
          size="lg"
          lh={1.3}
          c="var(--mantine-color-text)"
          lineClamp={2}
          title={project.name}
          style={{ overflowWrap: 'anywhere' }}
        >
          {project.name}
        </Anchor>
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconUser size={16} aria-label="Client" style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed" truncate="end">
              {project.clientName}
            </Text>
          </Group>
          <ProjectStatusBadge status={project.status} />
        </Group>
      </Stack>
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
        <ProjectMoney projectId={project.id} />
        {canManage && (
          <ProjectPortalStatus
            projectId={project.id}
            projectName={project.name}
            onOpen={(tab) => onPortal(project, tab)}
          />
        )}
      </Stack>
      <Group justify="space-between" mt="md" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconListCheck size={16} />}
            onClick={() => onViewTasks(project)}
          >
            View Tasks
          </Button>
          {canManage && (
            <Button
              component={Link}
              to={paths.projectHistory(project.id)}
              variant="subtle"
              size="xs"
              leftSection={<IconHistory size={16} />}
              aria-label={`History of ${project.name}`}
            >
              History
            </Button>
          )}
          <ProjectDailyLogMenu projectId={project.id} projectName={project.name} />
          {canManage && <ProjectContractMenu projectId={project.id} projectName={project.name} />}
          {canManage && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconWorld size={16} />}
              aria-label={`Client portal for ${project.name}`}
              onClick={() => onPortal(project, 'links')}
            >
              Client portal
            </Button>
          )}
        </Group>
        {canManage && (
          <RecordActions
            editLabel={`Edit ${project.name}`}
            deleteLabel={`Delete ${project.name}`}
            onEdit={() => onEdit(project)}
            onDelete={() => onDelete(project)}
            actionsBeforeEdit={
              <>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Members of ${project.name}`}
                  title="Members"
                  onClick={() => onMembers(project)}
                >
                  <IconUsersGroup size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Client e-mail schedule for ${project.name}`}
                  title="Client e-mail schedule"
                  onClick={() => onSchedule(project)}
                >
                  <IconMailForward size={18} />
                </ActionIcon>
              </>
            }
          />
        )}
      </Group>
    </Card>
  );
});
