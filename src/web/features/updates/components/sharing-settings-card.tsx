import { Alert, Button, Card, List, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SharingSettings } from '../../../../core/schemas/update';
import { errorMessage } from '../../../lib/api-client';
import { useHasPortalLinks } from '../../portal';
import { useSharingSettings } from '../api/get-sharing-settings';
import { useSaveSharingSettings } from '../api/save-sharing-settings';
import { TaskEventSharingSwitches } from './task-event-sharing-switches';

/** Settings > Sharing: what signed-out visitors may open. */
export function SharingSettingsCard() {
  const sharing = useSharingSettings();
  const save = useSaveSharingSettings();
  const current = sharing.data;
  // With client portal links in use, the page showing every project to everyone is
  // usually no longer wanted: offer to switch it off (issue 16).
  const dailyOn = current !== undefined && current.enabled && current.allUpdates;
  const hasPortalLinks = useHasPortalLinks(dailyOn);

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
      <Text size="sm" c="dimmed">
        Public links show project updates to people who are not signed in.
      </Text>
      <List size="sm" spacing={4} mt="xs" mb="md" c="dimmed">
        <List.Item>
          <strong>Public share pages</strong> (/share/daily, /share/update/...): anyone with the
          address sees them, for as long as they are on. /share/daily shows the client-visible
          updates of every project, to everyone.
        </List.Item>
        <List.Item>
          <strong>Client portal links</strong> (Projects, Client portal on a project): a private
          page for one project, per person. Links expire, can be revoked, show when they were
          viewed, and let the client ask a question.
        </List.Item>
      </List>
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
          <TaskEventSharingSwitches canChange />
          {dailyOn && hasPortalLinks && (
            <Alert color="yellow" variant="light" title="You use client portal links">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  /share/daily still shows every project&apos;s updates to anyone with the address.
                  Switch it off so each client sees only their own project.
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  loading={save.isPending}
                  onClick={() => change({ allUpdates: false })}
                >
                  Switch /share/daily off
                </Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
}
