import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import touch from '../../../components/touch-target.module.css';
import { isStaff } from '../../../lib/roles';
import { useUser } from '../../auth';
import { useProjectOptions } from '../../projects';
import type { UnreadQuestions } from '../../../../core/schemas/portal';
import { useUnreadQuestions } from '../api/get-unread-questions';

// The dialog (portal links, forms, date pickers) loads when a question is opened, not with
// the dashboard's first screen (decision 205).
const ClientPortalDialog = lazy(() =>
  import('./client-portal-dialog').then((module) => ({ default: module.ClientPortalDialog })),
);

/** The projects with unread questions, each opening its Questions tab. */
function UnreadByProject({
  entries,
  onOpen,
}: {
  entries: UnreadQuestions['projects'];
  onOpen: (project: { id: string; name: string }) => void;
}) {
  // Read only when there is something to list: the project list is the app's biggest answer.
  const projects = useProjectOptions();
  const nameOf = (projectId: string) =>
    projects.data?.find((project) => project.id === projectId)?.name ?? 'A project';
  return (
    <Stack gap={4}>
      {entries.map((entry) => (
        <Button
          key={entry.projectId}
          variant="subtle"
          justify="space-between"
          fullWidth
          className={touch.target}
          rightSection={
            <Badge color="red" variant="light">
              {entry.count}
            </Badge>
          }
          onClick={() => onOpen({ id: entry.projectId, name: nameOf(entry.projectId) })}
        >
          <Text span size="sm" truncate="end">
            {nameOf(entry.projectId)}
          </Text>
        </Button>
      ))}
    </Stack>
  );
}

/** Dashboard: questions clients asked on their project pages that nobody has read yet. */
export function UnreadQuestionsCard() {
  const staff = isStaff(useUser().data?.role);
  const unread = useUnreadQuestions(staff);
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  if (!staff) return null;
  const count = unread.data?.count ?? 0;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="unread-questions-heading">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconMessageQuestion size={20} aria-hidden />
          <Title order={2} size="h4" id="unread-questions-heading">
            Client questions
          </Title>
        </Group>
        {count > 0 && (
          <Badge color="red" variant="filled" data-testid="unread-questions-badge">
            {count} unread
          </Badge>
        )}
      </Group>
      {unread.isPending ? (
        <Text size="sm" c="dimmed">
          Loading questions...
        </Text>
      ) : unread.isError ? (
        <Text size="sm" c="red">
          Could not load the questions.
        </Text>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed">
          No new questions. Clients ask from their project page (Projects, Client portal).
        </Text>
      ) : (
        <UnreadByProject entries={unread.data.projects} onOpen={setOpen} />
      )}
      {open && (
        <Suspense fallback={null}>
          <ClientPortalDialog project={open} initialTab="questions" onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Card>
  );
}
