import { Stack, Text, Title } from '@mantine/core';
import { RetryAlert } from '../../../components/retry-alert';
import { todayIso } from '../../../../core/calendar-dates';
import { AsOfNote, PendingEntries } from '../../offline';
import { useUpdates } from '../api/get-updates';
import { groupByDay } from '../day-groups';
import { useUpdateActions } from '../use-update-actions';
import { DeleteUpdateDialog } from './delete-update-dialog';
import { UpdateCard } from './update-card';
import { UpdateFormDialog } from './lazy-update-form-dialog';
import { TaskEventCard } from './task-event-line';

/**
 * My day: today's updates of the projects the person can see, newest first; task events as
 * the quiet lines the log shows them as (issue 18), so the notes people wrote stand out.
 */
export function TodaysUpdatesSection() {
  const today = todayIso();
  const updates = useUpdates({ from: today, to: today });
  const { actions, form, closeForm, deleting, closeDelete } = useUpdateActions();
  const list = updates.data ?? [];
  const entries = groupByDay(list)[0]?.entries ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="todays-updates">
      <Title order={2} size="h4" id="todays-updates">
        Today&apos;s updates{updates.data ? ` (${list.length})` : ''}
      </Title>
      <AsOfNote updatedAt={updates.dataUpdatedAt} what="today's updates" />
      <PendingEntries kind="update" />
      {updates.isPending ? (
        <Text c="dimmed">Loading updates...</Text>
      ) : updates.isError ? (
        <RetryAlert title="Could not load today's updates" onRetry={() => updates.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed">No updates yet today.</Text>
      ) : (
        entries.map((entry) =>
          entry.type === 'note' ? (
            <UpdateCard
              key={entry.update.id}
              update={entry.update}
              onEdit={actions.onEdit}
              onShare={actions.onShare}
              onDelete={actions.onDelete}
              onToggle={actions.onToggle}
              toggling={actions.togglingId === entry.update.id}
            />
          ) : (
            <TaskEventCard key={entry.updates[0]!.id} entry={entry} showProject />
          ),
        )
      )}
      <UpdateFormDialog opened={form.opened} editing={form.editing} onClose={closeForm} />
      <DeleteUpdateDialog update={deleting} onClose={closeDelete} />
    </Stack>
  );
}
