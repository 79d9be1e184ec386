import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Task } from '../../../core/schemas/task';
import { PageHeader } from '../../components/page-header';
import { useRecordHighlight } from '../../lib/use-record-highlight';
import { useTaskCounts } from './api/get-task-counts';
import { useTaskPages } from './api/get-task-pages';
import { DeleteTaskDialog } from './components/delete-task-dialog';
import { TaskFormDialog } from './components/task-form-dialog';
import { TaskListSection } from './components/task-list-section';
import { useTaskToggle } from './use-task-toggle';

export default function TasksPage() {
  const pendingPages = useTaskPages({ status: 'pending' });
  const completedPages = useTaskPages({ status: 'completed' });
  const counts = useTaskCounts();
  const { toggle, togglingId } = useTaskToggle();
  const [formOpened, setFormOpened] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  const pending = pendingPages.data?.pages.flat() ?? [];
  const completed = completedPages.data?.pages.flat() ?? [];
  const isLoaded = (id: string) =>
    pending.some((t) => t.id === id) || completed.some((t) => t.id === id);
  const highlightId = useRecordHighlight(isLoaded);

  // A task opened from search may sit beyond the first page: load pages until it shows.
  const highlightMissing = highlightId !== null && !isLoaded(highlightId);
  useEffect(() => {
    if (!highlightMissing) return;
    for (const pages of [pendingPages, completedPages]) {
      if (pages.isFetching) return;
      if (pages.hasNextPage) {
        void pages.fetchNextPage();
        return;
      }
    }
  }, [highlightMissing, pendingPages, completedPages]);

  const openForm = (task: Task | null) => {
    setEditing(task);
    setFormOpened(true);
  };

  const sectionProps = {
    highlightId,
    togglingId,
    onToggle: toggle,
    onEdit: openForm,
    onDelete: setDeleting,
  };

  return (
    <>
      <PageHeader
        title="Daily Task Tracker"
        subtitle="Manage daily tasks and track progress by project"
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
            Add Task
          </Button>
        }
      />
      {pendingPages.isPending || completedPages.isPending ? (
        <Text c="dimmed">Loading tasks...</Text>
      ) : pendingPages.isError || completedPages.isError ? (
        <Text c="red">Failed to load tasks. Please reload the page.</Text>
      ) : (
        <Stack gap="xl">
          <TaskListSection
            {...sectionProps}
            heading="Pending Tasks"
            count={counts.data?.pending ?? pending.length}
            emptyText="No pending tasks. Great job!"
            tasks={pending}
            hasMore={pendingPages.hasNextPage}
            loadingMore={pendingPages.isFetchingNextPage}
            onShowMore={() => void pendingPages.fetchNextPage()}
          />
          <TaskListSection
            {...sectionProps}
            heading="Completed Tasks"
            count={counts.data?.completed ?? completed.length}
            emptyText="No completed tasks yet. Mark tasks as done above."
            tasks={completed}
            hasMore={completedPages.hasNextPage}
            loadingMore={completedPages.isFetchingNextPage}
            onShowMore={() => void completedPages.fetchNextPage()}
          />
        </Stack>
      )}
      <TaskFormDialog opened={formOpened} task={editing} onClose={() => setFormOpened(false)} />
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
