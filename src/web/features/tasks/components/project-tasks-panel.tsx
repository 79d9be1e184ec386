import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type Task } from '../../../../core/schemas/task';
import { isField } from '../../../lib/roles';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useUser } from '../../auth';
import { useTaskPages } from '../api/get-task-pages';
import { useTaskToggle } from '../use-task-toggle';
import { DeleteTaskDialog } from './delete-task-dialog';
import { DUE_LABELS } from './task-filters';
import { TaskFormDialog } from './lazy-task-form-dialog';
import { TaskListSection } from './task-list-section';
import { TASK_DUE_FILTERS, type TaskDueFilter } from '../../../../core/tasks';

/**
 * One project's tasks on its page (issue 18): add, complete, edit and tick them right
 * there, with the due filter in the address.
 */
export function ProjectTasksPanel({ project }: { project: { id: string; name: string } }) {
  const [url, setUrl] = useUrlFilters(['due'] as const, { due: TASK_DUE_FILTERS });
  const due = url.due as TaskDueFilter | undefined;
  const canManage = !isField(useUser().data?.role);
  const pendingPages = useTaskPages({ status: 'pending', projectId: project.id, due });
  const completedPages = useTaskPages(
    { status: 'completed', projectId: project.id, due },
    { enabled: due !== 'overdue' },
  );
  const { toggle, togglingId } = useTaskToggle();
  const [formOpened, setFormOpened] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const openForm = (task: Task | null) => {
    setEditing(task);
    setFormOpened(true);
  };
  const sectionProps = {
    canManage,
    highlightId: null,
    togglingId,
    onToggle: toggle,
    onEdit: openForm,
    onDelete: setDeleting,
  };
  const pending = pendingPages.data?.pages.flat() ?? [];
  const completed = completedPages.data?.pages.flat() ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label="Due"
          placeholder="Any time"
          clearable
          w={200}
          data={TASK_DUE_FILTERS.map((value) => ({ value, label: DUE_LABELS[value] }))}
          value={due ?? null}
          onChange={(value) => setUrl({ due: value })}
        />
        <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
          Add Task
        </Button>
      </Group>
      {pendingPages.isPending ? (
        <Text c="dimmed">Loading tasks...</Text>
      ) : pendingPages.isError || completedPages.isError ? (
        <Text c="red">Failed to load tasks. Please reload the page.</Text>
      ) : (
        <Stack gap="xl">
          <TaskListSection
            {...sectionProps}
            heading="Pending Tasks"
            count={null}
            emptyText={
              due
                ? `No pending tasks: nothing ${DUE_LABELS[due].toLowerCase()}.`
                : 'No pending tasks on this project. Add one to plan the work.'
            }
            tasks={pending}
            hasMore={pendingPages.hasNextPage}
            loadingMore={pendingPages.isFetchingNextPage}
            onShowMore={() => void pendingPages.fetchNextPage()}
          />
          {due !== 'overdue' && (
            <TaskListSection
              {...sectionProps}
              heading="Completed Tasks"
              count={null}
              emptyText="No completed tasks yet."
              tasks={completed}
              hasMore={completedPages.hasNextPage}
              loadingMore={completedPages.isFetchingNextPage}
              onShowMore={() => void completedPages.fetchNextPage()}
            />
          )}
        </Stack>
      )}
      <TaskFormDialog
        opened={formOpened}
        task={editing}
        onClose={() => setFormOpened(false)}
        defaultProject={project}
      />
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
