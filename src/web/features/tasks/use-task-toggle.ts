import { notifications } from '@mantine/notifications';
import type { Task } from '../../../core/schemas/task';
import { useUpdateTask } from './api/update-task';

/** Flips a task's status by a PATCH of status only, with the spec's toasts. */
export function useTaskToggle() {
  const updateTask = useUpdateTask();
  const toggle = (task: Task) => {
    const status = task.status === 'pending' ? 'completed' : 'pending';
    updateTask.mutate(
      { id: task.id, patch: { status } },
      {
        onSuccess: () =>
          notifications.show({
            title: 'Task updated',
            message:
              status === 'completed'
                ? 'Task marked as complete and added to project updates.'
                : 'The task has been updated successfully.',
            color: 'green',
          }),
        onError: () =>
          notifications.show({
            title: 'Error',
            message: 'Failed to update task. Please try again.',
            color: 'red',
          }),
      },
    );
  };
  return { toggle, togglingId: updateTask.isPending ? updateTask.variables.id : null };
}
