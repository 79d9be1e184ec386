import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { parseChecklist } from '../../../core/checklist-items';
import type { Task } from '../../../core/schemas/task';
import { useUpdateTask } from './api/update-task';

/**
 * Flips a task's status by a PATCH of status only, with the spec's toasts. Completing with
 * `tickAll` first ticks each open checklist item (one `checklistItem` PATCH each, which a
 * field user may send too), so a completed task does not read "0/4" (issue 18).
 */
export function useTaskToggle() {
  const updateTask = useUpdateTask();
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const toggle = async (task: Task, tickAll = false) => {
    const status = task.status === 'pending' ? 'completed' : 'pending';
    setTogglingId(task.id);
    try {
      if (status === 'completed' && tickAll) {
        const items = parseChecklist(task.checklist);
        for (const [index, item] of items.entries()) {
          if (item.completed) continue;
          await updateTask.mutateAsync({
            id: task.id,
            patch: { checklistItem: { index, completed: true } },
          });
        }
      }
      await updateTask.mutateAsync({ id: task.id, patch: { status } });
      notifications.show({
        title: 'Task updated',
        message:
          status === 'completed'
            ? 'Task marked as complete and added to project updates.'
            : 'The task has been updated successfully.',
        color: 'green',
      });
    } catch {
      notifications.show({
        title: 'Error',
        message: 'Failed to update task. Please try again.',
        color: 'red',
      });
    } finally {
      setTogglingId(null);
    }
  };
  return {
    toggle: (task: Task, tickAll?: boolean) => void toggle(task, tickAll),
    togglingId,
  };
}
