import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SharingSettings } from '../../../../core/schemas/update';
import { errorMessage } from '../../../lib/api-client';
import { useSharingSettings } from '../api/get-sharing-settings';
import { useSaveSharingSettings } from '../api/save-sharing-settings';

/** Settings > Sharing: what signed-out visitors may open. */
export function SharingSettingsCard() {
  const sharing = useSharingSettings();
  const save = useSaveSharingSettings();
  const current = sharing.data;

  const change = (patch: Partial<SharingSettings>) => {
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

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Sharing
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Public links show project updates to people who are not signed in.
      </Text>
      {sharing.isPending ? (
        <Text size="sm" c="dimmed">
          Loading sharing settings...
        </Text>
      ) : sharing.isError || !current ? (
        <Text size="sm" c="red">
          Could not load the sharing settings.
        </Text>
      ) : (
        <Stack>
          <Switch
            label="Public share links"
            description="When off, no share link works."
            checked={current.enabled}
            disabled={save.isPending}
            onChange={(event) => change({ enabled: event.currentTarget.checked })}
          />
          <Switch
            label="All-updates page (/share/daily)"
            description="When off, only links to single updates work."
            checked={current.enabled && current.allUpdates}
            disabled={save.isPending || !current.enabled}
            onChange={(event) => change({ allUpdates: event.currentTarget.checked })}
          />
        </Stack>
      )}
    </Card>
  );
}
