import {
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuildingCommunity, IconCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  PORTAL_UPDATES_DEFAULT_LIMIT as LATEST_COUNT,
  type PortalSummary,
} from '../../../core/schemas/portal';
import touch from '../../components/touch-target.module.css';
import { ApiError } from '../../lib/api-client';
import { formatLongDate, fromIsoDate, monthGrid, todayIso } from '../../../core/calendar-dates';
import { localeFormatters, type LocaleFormatters } from '../../lib/use-locale';
import { ThemeToggleButton } from '../public-theme-toggle';
import { ShareCalendar } from '../share/share-calendar';
import { AskQuestionCard } from './ask-question-card';
import { portalFileUrl, usePortal, usePortalUpdates } from './portal-api';
import { PortalInvoices } from './portal-invoices';
import { PortalUnavailable } from './portal-unavailable';
import { PortalUpdateCard } from './portal-update-card';

// Search engines must not index a client's page, and the token in its address must not
// leave in a Referer header (React 19 hoists these tags into <head>).
function PageHead({ title }: { title: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}

function PortalHeader({ businessName }: { businessName: string }) {
  return (
    <Group justify="space-between" mb="lg" wrap="nowrap" component="header">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon size="lg" radius="md" aria-hidden>
          <IconBuildingCommunity size={18} />
        </ThemeIcon>
        {/* The business name is who the client deals with: it wraps to a second line on a
            phone rather than being cut ("Keller Engineering & Co…"). */}
        <Text fw={700} size="lg" lh={1.25} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {businessName}
        </Text>
      </Group>
      <ThemeToggleButton />
    </Group>
  );
}

/** `/p/{token}`: what a client sees of their project, without signing in. */
export default function PortalPage() {
  const token = useParams().token ?? '';
  const portal = usePortal(token);
  const status = portal.error instanceof ApiError ? portal.error.status : null;

  let body: ReactNode;
  if (status === 404 || status === 410) {
    body = <PortalUnavailable expired={status === 410} />;
  } else if (portal.isPending) {
    body = <Text c="dimmed">Loading your project...</Text>;
  } else if (portal.isError) {
    body = (
      <Stack align="flex-start" gap="xs">
        <Text c="red">Could not load this page. Check your connection and try again.</Text>
        <Button variant="light" onClick={() => void portal.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else {
    body = <PortalContent token={token} portal={portal.data} />;
  }

  return (
    <Container size="md" py="md" px="sm">
      <PageHead
        title={portal.data ? `${portal.data.project.name} - Project page` : 'Project page'}
      />
      <PortalHeader businessName={portal.data?.business.name || 'Project page'} />
      <main>{body}</main>
    </Container>
  );
}

const STATUS_VARIANTS: Record<string, { variant: string; color: string }> = {
  Completed: { variant: 'filled', color: 'green' },
  'In Progress': { variant: 'light', color: 'blue' },
};

function ProjectOverview({
  project,
  tasks,
}: {
  project: PortalSummary['project'];
  tasks: PortalSummary['tasks'];
}) {
  const { tasksCompleted, tasksTotal } = project;
  const percent = tasksTotal > 0 ? Math.round((tasksCompleted / tasksTotal) * 100) : 0;
  const statusStyle = STATUS_VARIANTS[project.status] ?? { variant: 'outline', color: 'gray' };
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Title>
        <Badge {...statusStyle} style={{ flexShrink: 0 }}>
          {project.status}
        </Badge>
      </Group>
      {tasksTotal > 0 ? (
        <Stack gap={6} mt="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              Progress
            </Text>
            <Text size="sm" data-testid="portal-progress">
              {tasksCompleted} of {tasksTotal} tasks completed
            </Text>
          </Group>
          <Progress
            value={percent}
            size="lg"
            aria-label={`Progress: ${percent}% of tasks completed`}
          />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          No tasks planned yet.
        </Text>
      )}
      {tasks.length > 0 && (
        <Stack gap={4} mt="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {tasks.map((task, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start" component="li">
              {task.completed ? (
                <IconCircleCheck size={18} color="var(--mantine-color-green-filled)" aria-hidden />
              ) : (
                <IconCircle size={18} color="var(--mantine-color-dimmed)" aria-hidden />
              )}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {task.title}
                <VisuallyHidden>{task.completed ? ' (done)' : ' (to do)'}</VisuallyHidden>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function PortalContent({ token, portal }: { token: string; portal: PortalSummary }) {
  const { currency, dateFormat } = portal.locale;
  const formatters = useMemo(
    () => localeFormatters({ currency, dateFormat }),
    [currency, dateFormat],
  );
  return (
    <Stack gap="lg">
      <ProjectOverview project={portal.project} tasks={portal.tasks} />
      <PortalUpdates token={token} formatDate={formatters.formatDate} />
      {portal.showInvoices && <PortalInvoices token={token} formatDate={formatters.formatDate} />}
      <AskQuestionCard token={token} businessName={portal.business.name || 'your contractor'} />
    </Stack>
  );
}

function PortalUpdates({
  token,
  formatDate,
}: {
  token: string;
  formatDate: LocaleFormatters['formatDate'];
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const today = todayIso();
  const anchor = fromIsoDate(selected ?? today);
  const [shownMonth, setShownMonth] = useState({
    year: anchor.getFullYear(),
    month: anchor.getMonth(),
  });
  const grid = monthGrid(shownMonth.year, shownMonth.month);
  const month = usePortalUpdates(token, { from: grid[0]!, to: grid[41]! });
  const inGrid = selected !== null && grid.includes(selected);
  const day = usePortalUpdates(
    token,
    selected ? { from: selected, to: selected } : null,
    selected !== null && !inGrid,
  );
  const latest = usePortalUpdates(token, null, selected === null);

  const active = selected === null ? latest : inGrid ? month : day;
  const updates =
    selected === null
      ? (latest.data ?? [])
      : (active.data ?? []).filter((update) => update.date === selected);
  const daysWithUpdates = new Set((month.data ?? []).map((update) => update.date));
  const photoUrl = (photoId: string) => portalFileUrl(token, photoId);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder padding="sm">
          <ShareCalendar
            year={shownMonth.year}
            month={shownMonth.month}
            selected={selected ?? ''}
            daysWithUpdates={daysWithUpdates}
            onSelect={setSelected}
            onShowMonth={(year, monthIndex) => setShownMonth({ year, month: monthIndex })}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <section aria-labelledby="portal-updates-heading">
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={2} size="h4" id="portal-updates-heading">
              {selected ? `Updates for ${formatLongDate(selected)}` : 'Latest updates'}
            </Title>
            {selected && (
              <Button
                variant="subtle"
                size="compact-sm"
                className={touch.target}
                onClick={() => setSelected(null)}
              >
                Show latest updates
              </Button>
            )}
          </Group>
          {active.isPending ? (
            <Text c="dimmed">Loading updates...</Text>
          ) : active.isError ? (
            <Stack align="flex-start" gap="xs">
              <Text c="red">Could not load the updates.</Text>
              <Button size="xs" variant="light" onClick={() => void active.refetch()}>
                Try again
              </Button>
            </Stack>
          ) : updates.length === 0 ? (
            <Text c="dimmed">
              {selected ? `No updates on ${formatLongDate(selected)}.` : 'No updates yet.'}
            </Text>
          ) : (
            <Stack>
              {updates.map((update) => (
                <PortalUpdateCard
                  key={update.id}
                  update={update}
                  photoUrl={photoUrl}
                  formatDate={formatDate}
                />
              ))}
              {selected === null && updates.length >= LATEST_COUNT && (
                <Text size="sm" c="dimmed">
                  These are the {LATEST_COUNT} newest updates. Pick a day in the calendar to see
                  older ones.
                </Text>
              )}
            </Stack>
          )}
        </section>
      </Grid.Col>
    </Grid>
  );
}
