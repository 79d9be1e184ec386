import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useActivityPages } from '../api/get-activity-pages';
import { ActivityEntryRow } from './activity-entry-row';

/** A project's latest entries of the activity log (owner and office), for its page (issue 18). */
export function RecentActivity({ projectId, limit = 5 }: { projectId: string; limit?: number }) {
  const pages = useActivityPages({ projectId });
  const entries = (pages.data?.pages.flatMap((page) => page.entries) ?? []).slice(0, limit);
  if (pages.isPending) return <Text c="dimmed">Loading activity...</Text>;
  if (pages.isError) return <Text c="red">Could not load the activity.</Text>;
  return (
    <Stack gap="xs">
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing has happened on this project yet.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          aria-label="Recent activity"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {entries.map((entry) => (
            <ActivityEntryRow key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={paths.projectHistory(projectId)} size="sm">
        Full history
      </Anchor>
    </Stack>
  );
}
