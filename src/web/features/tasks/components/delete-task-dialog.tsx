import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { Task } from '../../../../core/schemas/task';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteTask } from '../api/delete-task';

interface DeleteTaskDialogProps {
  task: Task | null;
  onClose: () => void;
}

export function DeleteTaskDialog({ task, onClose }: DeleteTaskDialogProps) {
  // Keeps the name on screen while the dialog closes.
  const [shown, setShown] = useState(task);
  if (task && task !== shown) setShown(task);
  const deleteTask = useDeleteTask();
  const confirm = () => {
    if (!task) return;
    deleteTask.mutate(task.id, {
      onSuccess: () => {
        notifications.show({
          title: 'Task deleted',
          message: 'The task has been deleted successfully.',
          color: 'green',
        });
        onClose();
      },
      onError: () => {
        notifications.show({
          title: 'Error',
          message: 'Failed to delete task. Please try again.',
          color: 'red',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      opened={task !== null}
      title="Delete Task"
      message={`Delete task "${shown?.title ?? ''}"? This action cannot be undone.`}
      loading={deleteTask.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
