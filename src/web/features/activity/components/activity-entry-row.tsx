import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { contactInitials } from '../../../../core/contact-sorting';
import type { ActivityEntry } from '../../../../core/schemas/team';
import { paths } from '../../../lib/paths';
import { useLocale } from '../../../lib/use-locale';

type Screen = Parameters<typeof paths.record>[0];
const SCREENS: Record<string, Screen> = {
  contact: 'contacts',
  project: 'projects',
  task: 'tasks',
  update: 'updates',
  invoice: 'invoices',
};

/** Where the entry's record opens, unless the entry is its deletion. */
function recordLink(entry: ActivityEntry): string | null {
  const screen = SCREENS[entry.entityType];
  if (!screen || !entry.entityId || entry.action.endsWith('.deleted')) return null;
  return paths.record(screen, entry.entityId);
}

export function ActivityEntryRow({ entry }: { entry: ActivityEntry }) {
  const { formatDateTime } = useLocale();
  const actor = entry.actor?.name ?? 'Sitebook';
  const link = recordLink(entry);
  return (
    <Paper withBorder p="sm" component="li" data-testid="activity-entry">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar radius="xl" size="md" color="blue" aria-hidden>
          {contactInitials(actor)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} data-testid="activity-actor">
              {actor}
            </Text>{' '}
            {link ? (
              <Anchor component={Link} to={link} size="sm">
                {entry.summary}
              </Anchor>
            ) : (
              entry.summary
            )}
          </Text>
          <Group gap="xs">
            {entry.project && (
              <Badge variant="light" tt="none" style={{ maxWidth: '100%' }}>
                {entry.project}
              </Badge>
            )}
            <Text size="xs" c="dimmed" component="time" dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
