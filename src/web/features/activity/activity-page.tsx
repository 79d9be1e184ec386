import { Button, Center, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { RetryAlert } from '../../components/retry-alert';
import { PageHeader } from '../../components/page-header';
import { ListLoading } from '../../components/list-loading';
import touch from '../../components/touch-target.module.css';
import { useProjectOptions } from '../projects';
import { useActivityPages, type ActivityFilters } from './api/get-activity-pages';
import { ActivityEntryRow } from './components/activity-entry-row';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';
import { useUrlFilters } from '../../lib/use-url-filters';

/** `/activity` (owner and office): who did what and when; `?projectId=` is a project's history. */
export default function ActivityPage() {
  const [filters, setFilters] = useUrlFilters<keyof ActivityFilters>(['projectId', 'userId']);
  const projects = useProjectOptions();
  const pages = useActivityPages(filters);
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  const people = pages.data?.pages[0]?.people ?? [];
  const filtered = Boolean(filters.projectId || filters.userId);

  return (
    <>
      <PageHeader {...SCREEN_HEADINGS.activity} />
      <Stack gap="lg" maw={900}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Project"
            placeholder={projects.isPending ? 'Loading projects...' : 'All projects'}
            data={(projects.data ?? []).map((project) => ({
              value: project.id,
              label: project.name,
            }))}
            value={filters.projectId ?? null}
            onChange={(value) => setFilters({ projectId: value })}
            searchable
            clearable
            nothingFoundMessage="No projects found"
            classNames={{ input: touch.target }}
          />
          <Select
            label="Person"
            placeholder="Everyone"
            data={people.map((person) => ({ value: person.id, label: person.name }))}
            value={filters.userId ?? null}
            onChange={(value) => setFilters({ userId: value })}
            searchable
            clearable
            nothingFoundMessage="No one found"
            classNames={{ input: touch.target }}
          />
        </SimpleGrid>
        {pages.isPending ? (
          <ListLoading text="Loading activity..." paused={pages.fetchStatus === 'paused'} />
        ) : pages.isError ? (
          <RetryAlert title="Could not load the activity" onRetry={() => pages.refetch()} />
        ) : entries.length === 0 ? (
          <Text c="dimmed">
            {filtered ? 'No activity matches these filters.' : 'No activity yet.'}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ol"
            aria-label="Activity"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {entries.map((entry) => (
              <ActivityEntryRow key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
        {pages.hasNextPage && (
          <Center>
            <Button
              variant="default"
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
              className={touch.target}
            >
              Load more
            </Button>
          </Center>
        )}
      </Stack>
    </>
  );
}
