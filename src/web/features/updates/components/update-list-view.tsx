import { Alert, Button, Center, Stack } from '@mantine/core';
import { ListLoading } from '../../../components/list-loading';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { Update } from '../../../../core/schemas/update';
import { EmptyState } from '../../../components/empty-state';
import { useFirstItems } from '../../../lib/use-first-items';
import { useUpdate } from '../api/get-update';
import { useUpdatePages, type UpdateFilters } from '../api/get-update-pages';
import { groupByDay } from '../day-groups';
import { LogDaySection } from './log-day-section';
import { UpdateCard } from './update-card';

export interface UpdateActions {
  onEdit: (update: Update) => void;
  onShare: (update: Update) => void;
  onDelete: (update: Update) => void;
  onToggle: (update: Update, index: number) => void;
  togglingId: string | null;
}

/**
 * Newest first, a page at a time, grouped by day with task events as quiet lines
 * (issue 18); an update opened by `?id=` is scrolled to and highlighted.
 */
export function UpdateListView({
  highlightId,
  actions,
  filters = {},
  showProject = true,
  emptyText = 'No updates yet. Add your first project update to see it here.',
  onAdd,
}: {
  highlightId: string | null;
  actions: UpdateActions;
  filters?: UpdateFilters;
  /** Off on a project's own page, where every line is of that project. */
  showProject?: boolean;
  emptyText?: string;
  /** Offered under the empty text of an unfiltered list: the action that fills it. */
  onAdd?: () => void;
}) {
  const pages = useUpdatePages(filters);
  const updates = pages.data?.pages.flatMap((page) => page.updates) ?? [];
  const inList = highlightId !== null && updates.some((update) => update.id === highlightId);
  // An update beyond the loaded pages is fetched on its own and shown first.
  const linked = useUpdate(pages.isSuccess && highlightId && !inList ? highlightId : null);
  const pinned = !inList && linked.data ? linked.data : null;
  const found = inList || pinned !== null;
  const shown = useFirstItems(updates, highlightId !== null);

  useEffect(() => {
    if (!highlightId || !found) return;
    const element = document.querySelector(`[data-record-id="${CSS.escape(highlightId)}"]`);
    element?.scrollIntoView({ block: 'center' });
  }, [highlightId, found]);

  if (pages.isPending) {
    return <ListLoading text="Loading updates..." paused={pages.fetchStatus === 'paused'} />;
  }
  if (pages.isError) {
    return (
      <Alert color="red" title="Could not load updates">
        <Button size="xs" variant="light" onClick={() => void pages.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (updates.length === 0) {
    const filtered =
      filters.from || filters.to || filters.kind || (showProject && filters.projectId);
    return (
      <EmptyState
        action={
          !filtered &&
          onAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
              Add your first update
            </Button>
          )
        }
      >
        {filtered ? 'No updates match these filters. Clear a filter to see more.' : emptyText}
      </EmptyState>
    );
  }

  const card = (update: Update) => (
    <UpdateCard
      key={update.id}
      update={update}
      highlighted={update.id === highlightId}
      onEdit={actions.onEdit}
      onShare={actions.onShare}
      onDelete={actions.onDelete}
      onToggle={actions.onToggle}
      toggling={actions.togglingId === update.id}
    />
  );

  return (
    <Stack>
      {pinned && card(pinned)}
      {groupByDay(shown).map((day) => (
        <LogDaySection key={day.date} day={day} showProject={showProject} note={card} />
      ))}
      {pages.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
