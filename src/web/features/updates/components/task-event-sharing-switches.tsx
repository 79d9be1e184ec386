import { Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TaskEventSharing } from '../../../../core/schemas/update';
import { errorMessage } from '../../../lib/api-client';
import { useSaveTaskEventSharing, useTaskEventSharing } from '../api/task-event-sharing';

/**
 * Settings > Sharing (issue 18): whether the lines tasks write into the daily log reach
 * clients (portal, share pages, e-mails). Owner only; others see the choice.
 */
export function TaskEventSharingSwitches({ canChange }: { canChange: boolean }) {
  const setting = useTaskEventSharing();
  const save = useSaveTaskEventSharing();
  const current = setting.data;
  const change = (patch: Partial<TaskEventSharing>) => {
    if (!current) return;
    save.mutate(
      { ...current, ...patch },
      {
        onSuccess: () =>
          notifications.show({
            title: 'Sharing updated',
            message: 'Your sharing settings have been saved.',
            color: 'green',
          }),
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to save sharing settings. Please try again.'),
            color: 'red',
          }),
      },
    );
  };
  if (setting.isPending)
    return (
      <Text size="sm" c="dimmed">
        Loading...
      </Text>
    );
  if (setting.isError || !current) {
    return (
      <Text size="sm" c="red">
        Could not load which task events clients see.
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="task-event-sharing">
      <Text size="sm" fw={600}>
        Task events on client pages and e-mails
      </Text>
      <Text size="sm" c="dimmed">
        Creating and completing a task adds a line to the daily log. Choose which of them clients
        see on the portal, the share pages and e-mails (only for client-visible tasks).
      </Text>
      <Switch
        label="Completed tasks"
        checked={current.completed}
        disabled={!canChange || save.isPending}
        onChange={(event) => change({ completed: event.currentTarget.checked })}
      />
      <Switch
        label="New tasks"
        checked={current.created}
        disabled={!canChange || save.isPending}
        onChange={(event) => change({ created: event.currentTarget.checked })}
      />
    </Stack>
  );
}
