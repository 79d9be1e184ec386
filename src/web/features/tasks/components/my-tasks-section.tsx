import { Text } from '@mantine/core';
import { RetryAlert } from '../../../components/retry-alert';
import { useTaskPages } from '../api/get-task-pages';
import { useTaskToggle } from '../use-task-toggle';
import { TaskListSection } from './task-list-section';
import { ASSIGNEE_ME } from '../../../../core/tasks';

const noop = () => undefined;

/** My day: the signed-in person's pending tasks, each completed with one tap. */
export function MyTasksSection() {
  const pages = useTaskPages({ status: 'pending', assignee: ASSIGNEE_ME });
  const { toggle, togglingId } = useTaskToggle();
  if (pages.isPending) return <Text c="dimmed">Loading tasks...</Text>;
  if (pages.isError) {
    return <RetryAlert title="Could not load your tasks" onRetry={() => pages.refetch()} />;
  }
  return (
    <TaskListSection
      heading="My tasks"
      count={null}
      emptyText="Nothing is assigned to you right now."
      tasks={pages.data.pages.flat()}
      highlightId={null}
      togglingId={togglingId}
      hasMore={pages.hasNextPage}
      loadingMore={pages.isFetchingNextPage}
      onShowMore={() => void pages.fetchNextPage()}
      onToggle={toggle}
      onEdit={noop}
      onDelete={noop}
      canManage={false}
    />
  );
}
