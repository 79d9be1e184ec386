import { Group, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { formatLongDate } from '../../../../core/calendar-dates';
import type { Update } from '../../../../core/schemas/update';
import { dayCounts, type LogDay } from '../day-groups';
import { TaskEventCard } from './task-event-line';

/**
 * One day of the log: its date and counts, then its notes (as `note` draws them) and its
 * task events as quiet lines (issue 18). The list and the screen's skeleton both use it.
 */
export function LogDaySection({
  day,
  showProject,
  note,
}: {
  day: LogDay;
  showProject: boolean;
  note: (update: Update) => ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={formatLongDate(day.date)}>
      <Group justify="space-between" gap="xs" mt="xs">
        <Title order={2} size="h5">
          {formatLongDate(day.date)}
        </Title>
        <Text size="sm" c="dimmed" data-testid="day-counts">
          {dayCounts(day)}
        </Text>
      </Group>
      {day.entries.map((entry) =>
        entry.type === 'note' ? (
          <Fragment key={entry.update.id}>{note(entry.update)}</Fragment>
        ) : (
          <TaskEventCard key={entry.updates[0]!.id} entry={entry} showProject={showProject} />
        ),
      )}
    </Stack>
  );
}
