import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconClockUp, IconPhoto } from '@tabler/icons-react';
import { useLocale } from '../../../lib/use-locale';
import type { OutboxEntry, OutboxKind } from '../outbox-types';
import { usePendingEntries } from '../use-outbox';

/** The mark a queued entry carries in every list. */
export function WaitingBadge({ entry }: { entry: OutboxEntry }) {
  return entry.status === 'failed' ? (
    <Badge color="red" variant="light">
      Not sent: needs a fix
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" leftSection={<IconClockUp size={12} />}>
      Waiting to send
    </Badge>
  );
}

function PendingCard({ entry }: { entry: OutboxEntry }) {
  const { formatDate } = useLocale();
  const { text, project, date, photos } = entry.summary;
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      style={{ borderStyle: 'dashed' }}
      data-pending-id={entry.id}
      aria-label={`${entry.kind === 'task' ? 'Task' : 'Update'} waiting to send: ${text}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm">
            {project}
            {date ? ` · ${formatDate(date)}` : ''}
          </Text>
          <WaitingBadge entry={entry} />
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text || '(no note)'}
        </Text>
        {photos > 0 && (
          <Group gap={4} c="dimmed">
            <IconPhoto size={14} />
            <Text size="xs">{photos === 1 ? '1 photo' : `${photos} photos`}</Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Entries made with no connection, shown above the list they will join (decision 195).
 * Nothing is rendered when none wait.
 */
export function PendingEntries({ kind, projectId }: { kind: OutboxKind; projectId?: string }) {
  const entries = usePendingEntries(kind, projectId);
  if (entries.length === 0) return null;
  return (
    <Stack gap="sm" mb="md">
      {entries.map((entry) => (
        <PendingCard key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
