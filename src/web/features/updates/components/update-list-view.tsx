import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { Update } from '../../../../core/schemas/update';
import { useUpdate } from '../api/get-update';
import { useUpdatePages } from '../api/get-update-pages';
import { UpdateCard } from './update-card';

export interface UpdateActions {
  onEdit: (update: Update) => void;
  onShare: (update: Update) => void;
  onDelete: (update: Update) => void;
  onToggle: (update: Update, index: number) => void;
  togglingId: string | null;
}

/** Newest first, a page at a time; an update opened by `?id=` is scrolled to and highlighted. */
export function UpdateListView({
  highlightId,
  actions,
}: {
  highlightId: string | null;
  actions: UpdateActions;
}) {
  const pages = useUpdatePages();
  const updates = pages.data?.pages.flatMap((page) => page.updates) ?? [];
  const inList = highlightId !== null && updates.some((update) => update.id === highlightId);
  // An update beyond the loaded pages is fetched on its own and shown first.
  const linked = useUpdate(pages.isSuccess && highlightId && !inList ? highlightId : null);
  const pinned = !inList && linked.data ? linked.data : null;
  const found = inList || pinned !== null;

  useEffect(() => {
    if (!highlightId || !found) return;
    const element = document.querySelector(`[data-record-id="${CSS.escape(highlightId)}"]`);
    element?.scrollIntoView({ block: 'center' });
  }, [highlightId, found]);

  if (pages.isPending) {
    return (
      <Center py="xl">
        <Text c="dimmed">Loading updates...</Text>
      </Center>
    );
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
    return (
      <Center py="xl">
        <Text c="dimmed" ta="center">
          No updates yet. Add your first project update to see it here.
        </Text>
      </Center>
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
      {updates.map(card)}
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
