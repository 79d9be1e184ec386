import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type Task } from '../../../core/schemas/task';
import { PageHeader } from '../../components/page-header';
import { ListLoading } from '../../components/list-loading';
import { isField } from '../../lib/roles';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useRecordHighlight } from '../../lib/use-record-highlight';
import { useUser } from '../auth';
import { AsOfNote, PendingEntries } from '../offline';
import { useTaskCounts } from './api/get-task-counts';
import { useTaskPages } from './api/get-task-pages';
import { DeleteTaskDialog } from './components/delete-task-dialog';
import { DUE_LABELS, TaskFiltersBar } from './components/task-filters';
import { TaskFormDialog } from './components/lazy-task-form-dialog';
import { TaskListSection } from './components/task-list-section';
import { useTaskToggle } from './use-task-toggle';
import { TASK_DUE_FILTERS, type TaskDueFilter, ASSIGNEE_ME } from '../../../core/tasks';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

export default function TasksPage() {
  // Filters live in the address (issue 18): ?assignee=me is what My day links to.
  const [url, setUrl] = useUrlFilters(['projectId', 'due', 'assignee'] as const, {
    due: TASK_DUE_FILTERS,
  });
  const filters = {
    projectId: url.projectId,
    due: url.due as TaskDueFilter | undefined,
    assignee: url.assignee,
  };
  const mine = filters.assignee === ASSIGNEE_ME;
  const filtered = Boolean(filters.due || filters.assignee);
  const canManage = !isField(useUser().data?.role);
  const pendingPages = useTaskPages({ status: 'pending', ...filters });
  // Overdue means still pending: the completed list has nothing to show under it.
  const completedPages = useTaskPages(
    { status: 'completed', ...filters },
    { enabled: filters.due !== 'overdue' },
  );
  // The counts are of every task (or one project's); a filtered list counts what it has loaded.
  const counts = useTaskCounts(filters.projectId, { enabled: !filtered });
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
    canManage,
    highlightId,
    togglingId,
    onToggle: toggle,
    onEdit: openForm,
    onDelete: setDeleting,
  };

  return (
    <>
      <PageHeader
        {...SCREEN_HEADINGS.tasks}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
            Add Task
          </Button>
        }
      />
      <TaskFiltersBar filters={filters} onChange={setUrl} />
      {/* With no signal: how old the lists are, and what waits to be sent (decision 195). */}
      <AsOfNote updatedAt={pendingPages.dataUpdatedAt} what="the tasks" />
      <PendingEntries kind="task" projectId={filters.projectId} />
      {pendingPages.isPending || (completedPages.isPending && filters.due !== 'overdue') ? (
        <ListLoading text="Loading tasks..." paused={pendingPages.fetchStatus === 'paused'} />
      ) : pendingPages.isError || completedPages.isError ? (
        <Text c="red">Failed to load tasks. Please reload the page.</Text>
      ) : (
        <Stack gap="xl">
          <TaskListSection
            {...sectionProps}
            heading="Pending Tasks"
            count={filtered ? null : (counts.data?.pending ?? pending.length)}
            emptyText={
              filters.due
                ? `No pending tasks: nothing ${DUE_LABELS[filters.due].toLowerCase()}.`
                : mine
                  ? 'No pending tasks assigned to you.'
                  : 'No pending tasks. Great job!'
            }
            tasks={pending}
            hasMore={pendingPages.hasNextPage}
            loadingMore={pendingPages.isFetchingNextPage}
            onShowMore={() => void pendingPages.fetchNextPage()}
          />
          {filters.due !== 'overdue' && (
            <TaskListSection
              {...sectionProps}
              heading="Completed Tasks"
              count={filtered ? null : (counts.data?.completed ?? completed.length)}
              emptyText="No completed tasks yet. Mark tasks as done above."
              tasks={completed}
              hasMore={completedPages.hasNextPage}
              loadingMore={completedPages.isFetchingNextPage}
              onShowMore={() => void completedPages.fetchNextPage()}
            />
          )}
        </Stack>
      )}
      <TaskFormDialog opened={formOpened} task={editing} onClose={() => setFormOpened(false)} />
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
