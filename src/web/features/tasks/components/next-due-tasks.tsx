import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { todayIso } from '../../../../core/calendar-dates';
import { useLocale } from '../../../lib/use-locale';
import { useTaskPages } from '../api/get-task-pages';
import { isOverdue } from '../../../../core/tasks';

/** A project's next pending tasks by due date (undated last), for its overview (issue 18). */
export function NextDueTasks({
  projectId,
  limit = 5,
  allHref,
}: {
  projectId: string;
  limit?: number;
  allHref: string;
}) {
  const pages = useTaskPages({ status: 'pending', projectId });
  const { formatDate } = useLocale();
  if (pages.isPending) return <Text c="dimmed">Loading tasks...</Text>;
  if (pages.isError) return <Text c="red">Could not load the tasks.</Text>;
  const today = todayIso();
  const tasks = pages.data.pages
    .flat()
    .sort((a, b) => (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31'))
    .slice(0, limit);
  return (
    <Stack gap="xs">
      {tasks.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing pending. Add a task to plan the next step.
        </Text>
      ) : (
        tasks.map((task) => {
          const late = isOverdue(task, today);
          return (
            <Group key={task.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {task.title}
              </Text>
              {task.dueDate && (
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {late ? (
                    <IconAlertTriangle
                      size={14}
                      aria-hidden
                      color="var(--mantine-color-red-text)"
                    />
                  ) : (
                    <IconCalendar size={14} aria-hidden />
                  )}
                  <Text
                    size="xs"
                    c={late ? 'var(--mantine-color-red-text)' : 'dimmed'}
                    fw={late ? 600 : undefined}
                  >
                    {late ? 'Overdue · ' : 'Due '}
                    {formatDate(task.dueDate)}
                  </Text>
                </Group>
              )}
            </Group>
          );
        })
      )}
      <Anchor component={Link} to={allHref} size="sm">
        All tasks
      </Anchor>
    </Stack>
  );
}
