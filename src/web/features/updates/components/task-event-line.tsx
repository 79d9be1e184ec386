import { Card, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCirclePlus } from '@tabler/icons-react';
import type { LogEntry } from '../day-groups';
import { taskEventLabel } from '../day-groups';

type TaskEntry = Extract<LogEntry, { type: 'task' }>;

/**
 * A task event as a quiet line (issue 18): what happened to which task, muted, so the
 * notes people wrote stand out. The full note stays readable (title attribute and text).
 */
export function TaskEventLine({ entry, showProject }: { entry: TaskEntry; showProject: boolean }) {
  const completed = entry.events.includes('completed');
  const Icon = completed ? IconCircleCheck : IconCirclePlus;
  const first = entry.updates[0]!;
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px="sm"
      py={6}
      data-testid="task-event"
      data-record-id={first.id}
      data-events={entry.events.join(' ')}
      title={entry.updates.map((update) => update.note).join('\n')}
    >
      <Icon size={16} aria-hidden style={{ flexShrink: 0, opacity: 0.7 }} />
      <Text size="sm" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {taskEventLabel(entry.events)}: <span>{entry.title}</span>
        {showProject && <> · {first.project}</>}
        {/* A part of its own: the notes drawn before the app leave it out (decision 253). */}
        {first.createdBy && <span data-part="author"> · {first.createdBy.name}</span>}
      </Text>
    </Group>
  );
}

/** A task event's line in its quiet card, as a day of the log lists it. */
export function TaskEventCard({ entry, showProject }: { entry: TaskEntry; showProject: boolean }) {
  return (
    <Card withBorder padding={0} radius="sm">
      <TaskEventLine entry={entry} showProject={showProject} />
    </Card>
  );
}
