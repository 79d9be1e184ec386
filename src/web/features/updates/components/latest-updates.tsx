import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatLocaleDate } from '../../../../core/calendar-dates';
import { useUpdatePages } from '../api/get-update-pages';
import { InternalBadge } from './internal-badge';
import { UpdateAttachments } from './update-attachments';

/** A project's latest notes with their photos, for the overview of its page (issue 18). */
export function LatestUpdates({
  projectId,
  limit = 3,
  allHref,
}: {
  projectId: string;
  limit?: number;
  /** Where "All updates" leads (the project's daily log). */
  allHref: string;
}) {
  const pages = useUpdatePages({ projectId, kind: 'note' });
  const updates = (pages.data?.pages.flatMap((page) => page.updates) ?? []).slice(0, limit);
  if (pages.isPending) return <Text c="dimmed">Loading updates...</Text>;
  if (pages.isError) return <Text c="red">Could not load the updates.</Text>;
  return (
    <Stack gap="sm">
      {updates.length === 0 ? (
        <Text c="dimmed" size="sm">
          No updates yet. Add the first one from the daily log.
        </Text>
      ) : (
        updates.map((update) => (
          <Card key={update.id} withBorder padding="sm" component="article">
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed">
                {formatLocaleDate(update.date)}
                {update.createdBy && ` · ${update.createdBy.name}`}
              </Text>
              {update.visibility === 'internal' && <InternalBadge />}
            </Group>
            <Text lineClamp={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {update.note}
            </Text>
            {update.attachments.length > 0 && (
              <Stack mt="xs">
                <UpdateAttachments attachments={update.attachments} />
              </Stack>
            )}
          </Card>
        ))
      )}
      <Anchor component={Link} to={allHref} size="sm">
        All updates
      </Anchor>
    </Stack>
  );
}
