import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCalendar,
  IconMapPin,
  IconUser,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import {
  PROJECT_STATUSES,
  type ProjectDetail,
  type ProjectStatus,
} from '../../../core/schemas/project';
import { ApiError, errorMessage } from '../../lib/api-client';
import { WAITING_FOR_CONNECTION } from '../../components/list-loading';
import { paths } from '../../lib/paths';
import { isStaff } from '../../lib/roles';
import { useLocale } from '../../lib/use-locale';
import { useUrlFilters } from '../../lib/use-url-filters';
import { RecentActivity } from '../activity';
import { useUser } from '../auth';
import { ProjectChangeOrders, ProjectEstimates, ProjectFinancials } from '../estimates';
import { ProjectInvoices } from '../invoices';
import { PortalLinksPanel } from '../portal';
import { NextDueTasks, ProjectTasksPanel } from '../tasks';
import { LatestUpdates, ProjectDailyLog, ProjectPhotos } from '../updates';
import { useProject } from './api/get-project';
import { useUpdateProject } from './api/update-project';
import { ProjectMembersSection } from './components/project-members-section';
import { ProjectStatusBadge } from './components/project-status-badge';

// A job at the centre (issue 18): everything about one project on one page, each
// section a tab whose name is in the address (?tab=tasks), so a link opens it.

const TABS = {
  overview: 'Overview',
  log: 'Daily log',
  tasks: 'Tasks',
  photos: 'Photos',
  invoices: 'Invoices',
  team: 'Team',
  portal: 'Portal links',
  estimates: 'Estimates',
  'change-orders': 'Change orders',
} as const;
type Tab = keyof typeof TABS;
/** What a field user sees: their project's work, no money and no client links. */
const FIELD_TABS: readonly Tab[] = ['overview', 'log', 'tasks', 'photos'];

/** The map link of an address: OpenStreetMap's search, which needs no key. */
export const mapUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/**
 * The open tab is scrolled into the strip's view: on a phone the nine tabs overflow, and a
 * link to a later one (`?tab=portal`) opened with it out of sight.
 */
const revealTab = (tab: HTMLElement | null) =>
  tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

export default function ProjectPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  const staff = isStaff(useUser().data?.role);
  const tabs: readonly Tab[] = staff ? (Object.keys(TABS) as Tab[]) : FIELD_TABS;
  // The sections' own filters live beside the tab; a new tab starts without them.
  const [url, setUrl] = useUrlFilters(['tab', 'from', 'to', 'kind', 'view', 'due'] as const, {
    tab: tabs,
  });
  const tab = (url.tab ?? 'overview') as Tab;

  if (project.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" role="status">
          <Text c="dimmed">Loading project...</Text>
          {project.fetchStatus === 'paused' && (
            <Text c="dimmed" ta="center">
              {WAITING_FOR_CONNECTION}
            </Text>
          )}
        </Stack>
      </Center>
    );
  }
  if (project.isError) {
    const missing = project.error instanceof ApiError && [400, 404].includes(project.error.status);
    return (
      <Center mih="50vh">
        <Stack align="center" gap="sm" data-testid="project-not-found">
          <Title order={1} size="h2">
            {missing ? 'Project not found' : 'Could not load the project'}
          </Title>
          <Text c="dimmed" ta="center">
            {missing
              ? 'This project does not exist, was deleted, or is not one of yours.'
              : 'Please reload the page.'}
          </Text>
          <Button component={Link} to={paths.projects} leftSection={<IconArrowLeft size={16} />}>
            Back to Projects
          </Button>
        </Stack>
      </Center>
    );
  }

  const data = project.data;
  const ref = { id: data.id, name: data.name };
  const openTab = (next: string | null) =>
    setUrl({
      tab: next === 'overview' ? null : next,
      from: null,
      to: null,
      kind: null,
      view: null,
      due: null,
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.projects} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Projects
        </Group>
      </Anchor>
      <ProjectHeader project={data} canManage={staff} />
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              style={{ flexShrink: 0 }}
              ref={key === tab ? revealTab : undefined}
            >
              {TABS[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Overview project={data} staff={staff} />
        </Tabs.Panel>
        <Tabs.Panel value="log">
          <ProjectDailyLog project={ref} />
        </Tabs.Panel>
        <Tabs.Panel value="tasks">
          <ProjectTasksPanel project={ref} />
        </Tabs.Panel>
        <Tabs.Panel value="photos">
          <ProjectPhotos projectId={data.id} />
        </Tabs.Panel>
        {staff && (
          <>
            <Tabs.Panel value="invoices">
              <ProjectInvoices projectId={data.id} />
            </Tabs.Panel>
            <Tabs.Panel value="team">
              <ProjectMembersSection project={data} />
            </Tabs.Panel>
            <Tabs.Panel value="portal">
              <PortalLinksPanel projectId={data.id} />
            </Tabs.Panel>
            <Tabs.Panel value="estimates">
              {/* The contract (value, invoiced, paid, remaining to bill), then the estimates. */}
              <Stack gap="lg" data-testid="estimates-slot">
                <Card withBorder>
                  <ProjectFinancials projectId={data.id} />
                </Card>
                <ProjectEstimates projectId={data.id} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="change-orders">
              <ProjectChangeOrders projectId={data.id} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Stack>
  );
}

function ProjectHeader({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const { formatDate } = useLocale();
  const update = useUpdateProject();
  const { completed, total, overdue } = project.progress;
  const changeStatus = (status: string | null) => {
    if (!status || status === project.status) return;
    // The edit body is the whole project (spec): everything else stays as it is.
    const { id, progress: _progress, clientName, ...fields } = project;
    update.mutate(
      { id, input: { ...fields, clientName, status: status as ProjectStatus } },
      {
        onSuccess: () =>
          notifications.show({
            title: 'Project updated',
            message: `Status changed to ${status}.`,
            color: 'green',
          }),
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to change the status. Please try again.'),
            color: 'red',
          }),
      },
    );
  };
  const dates = [project.startDate, project.endDate].filter(Boolean) as string[];

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Title>
            <Group gap="md" wrap="wrap">
              <Group gap={4} wrap="nowrap">
                <IconUser size={16} aria-hidden />
                {canManage ? (
                  <Anchor
                    component={Link}
                    to={paths.record('contacts', project.clientId)}
                    size="sm"
                    aria-label={`Client: ${project.clientName}`}
                  >
                    {project.clientName}
                  </Anchor>
                ) : (
                  <Text size="sm">{project.clientName}</Text>
                )}
              </Group>
              {project.address && (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Anchor
                    href={mapUrl(project.address)}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    aria-label={`${project.address} (open the map)`}
                  >
                    {project.address}
                  </Anchor>
                </Group>
              )}
              {dates.length > 0 && (
                <Group gap={4} wrap="nowrap">
                  <IconCalendar size={16} aria-hidden />
                  <Text size="sm">
                    {project.startDate ? formatDate(project.startDate) : 'No start date'}
                    {' – '}
                    {project.endDate ? formatDate(project.endDate) : 'no end date'}
                  </Text>
                </Group>
              )}
            </Group>
          </Stack>
          {canManage ? (
            <Select
              label="Status"
              w={170}
              data={[...PROJECT_STATUSES]}
              value={project.status}
              onChange={changeStatus}
              disabled={update.isPending}
              allowDeselect={false}
            />
          ) : (
            <ProjectStatusBadge status={project.status} />
          )}
        </Group>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" data-testid="project-progress">
              {completed} of {total} tasks completed
            </Text>
            {overdue > 0 && (
              <Group gap={4} wrap="nowrap" data-testid="project-overdue">
                <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-text)" />
                <Text size="sm" c="var(--mantine-color-red-text)" fw={600}>
                  {overdue} overdue
                </Text>
              </Group>
            )}
          </Group>
          <Progress
            value={total === 0 ? 0 : (completed / total) * 100}
            aria-label={`${completed} of ${total} tasks completed`}
          />
        </Stack>
      </Stack>
    </Card>
  );
}

function Overview({ project, staff }: { project: ProjectDetail; staff: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="md" style={{ alignSelf: 'start' }}>
        <Title order={2} size="h4" mb="sm">
          Latest updates
        </Title>
        <LatestUpdates projectId={project.id} allHref={paths.project(project.id, 'log')} />
      </Card>
      <Stack gap="lg">
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            Next due tasks
          </Title>
          <NextDueTasks projectId={project.id} allHref={paths.project(project.id, 'tasks')} />
        </Card>
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            Recent photos
          </Title>
          <ProjectPhotos projectId={project.id} limit={6} />
        </Card>
        {staff && (
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              Recent activity
            </Title>
            <RecentActivity projectId={project.id} />
          </Card>
        )}
      </Stack>
    </SimpleGrid>
  );
}
