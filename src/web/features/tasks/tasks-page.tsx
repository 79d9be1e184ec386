import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Task } from '../../../core/schemas/task';
import { ASSIGNEE_ME } from '../../../core/schemas/team';
import { PageHeader } from '../../components/page-header';
import touch from '../../components/touch-target.module.css';
import { isField } from '../../lib/roles';
import { useRecordHighlight } from '../../lib/use-record-highlight';
import { useUser } from '../auth';
import { useTaskCounts } from './api/get-task-counts';
import { useTaskPages } from './api/get-task-pages';
import { DeleteTaskDialog } from './components/delete-task-dialog';
import { TaskFormDialog } from './components/task-form-dialog';
import { TaskListSection } from './components/task-list-section';
import { useTaskToggle } from './use-task-toggle';

export default function TasksPage() {
  const [params, setParams] = useSearchParams();
  // "Assigned to me" is kept in the address (?assignee=me), so My day can link to it.
  const mine = params.get('assignee') === ASSIGNEE_ME;
  const assignee = mine ? ASSIGNEE_ME : undefined;
  const canManage = !isField(useUser().data?.role);
  const pendingPages = useTaskPages({ status: 'pending', assignee });
  const completedPages = useTaskPages({ status: 'completed', assignee });
  // The counts are of every task; a filtered list counts what it has loaded.
  const counts = useTaskCounts(undefined, { enabled: !mine });
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

  const setMine = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ASSIGNEE_ME) next.set('assignee', ASSIGNEE_ME);
        else next.delete('assignee');
        return next;
      },
      { replace: true },
    );

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
        title="Daily Task Tracker"
        subtitle="Manage daily tasks and track progress by project"
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
            Add Task
          </Button>
        }
      />
      <SegmentedControl
        mb="md"
        aria-label="Show tasks"
        value={mine ? ASSIGNEE_ME : 'all'}
        onChange={setMine}
        data={[
          { value: 'all', label: 'All tasks' },
          { value: ASSIGNEE_ME, label: 'Assigned to me' },
        ]}
        classNames={{ label: touch.segment }}
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
            count={mine ? null : (counts.data?.pending ?? pending.length)}
            emptyText={mine ? 'No pending tasks assigned to you.' : 'No pending tasks. Great job!'}
            tasks={pending}
            hasMore={pendingPages.hasNextPage}
            loadingMore={pendingPages.isFetchingNextPage}
            onShowMore={() => void pendingPages.fetchNextPage()}
          />
          <TaskListSection
            {...sectionProps}
            heading="Completed Tasks"
            count={mine ? null : (counts.data?.completed ?? completed.length)}
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
