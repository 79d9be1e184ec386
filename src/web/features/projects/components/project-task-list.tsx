import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { parseChecklist } from '../../../../core/checklist';
import type { TaskStatus } from '../../../../core/schemas/task';
import { useLocale } from '../../../lib/use-locale';
import { useTaskPages } from '../../tasks';

interface ProjectTaskListProps {
  projectId: string;
  status: TaskStatus;
  count: number | undefined;
}

const headings: Record<TaskStatus, string> = {
  pending: 'Pending Tasks',
  completed: 'Completed Tasks',
};
const emptyTexts: Record<TaskStatus, string> = {
  pending: 'No pending tasks',
  completed: 'No completed tasks',
};

/** One status's tasks of a project, a page at a time. */
export function ProjectTaskList({ projectId, status, count }: ProjectTaskListProps) {
  const pages = useTaskPages({ status, projectId });
  const { formatDate, formatDateTime } = useLocale();
  const tasks = pages.data?.pages.flat() ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {headings[status]} ({count ?? tasks.length})
      </Title>
      {pages.isPending ? (
        <Text size="sm" c="dimmed">
          Loading tasks...
        </Text>
      ) : tasks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyTexts[status]}
        </Text>
      ) : (
        tasks.map((task) => {
          const items = parseChecklist(task.checklist);
          return (
            <Paper key={task.id} withBorder p="sm" data-testid="project-task">
              <Text
                fw={600}
                td={status === 'completed' ? 'line-through' : undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                {task.title}
              </Text>
              {task.description && (
                <Text size="sm" c="dimmed">
                  {task.description}
                </Text>
              )}
              {items.length > 0 && (
                <List size="sm" mt={4} spacing={2}>
                  {items.map((item, index) => (
                    <List.Item key={index} td={item.completed ? 'line-through' : undefined}>
                      {item.text}
                    </List.Item>
                  ))}
                </List>
              )}
              {status === 'pending' && task.dueDate && (
                <Text size="xs" c="dimmed" mt={4}>
                  Due {formatDate(task.dueDate)}
                </Text>
              )}
              {status === 'completed' && task.completedAt && (
                <Text size="xs" c="dimmed" mt={4}>
                  Completed {formatDateTime(task.completedAt)}
                </Text>
              )}
            </Paper>
          );
        })
      )}
      {pages.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          Show more
        </Button>
      )}
    </Stack>
  );
}
