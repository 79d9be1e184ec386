import { Button, Stack, Text, Title } from '@mantine/core';
import type { Task } from '../../../../core/schemas/task';
import { useFirstItems } from '../../../lib/use-first-items';
import { TaskCard } from './task-card';

interface TaskListSectionProps {
  heading: string;
  /** The whole list's size; null when only the loaded part is known (a filtered list). */
  count: number | null;
  emptyText: string;
  tasks: Task[];
  highlightId: string | null;
  togglingId: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
  onToggle: (task: Task, tickAll?: boolean) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  canManage?: boolean;
}

export function TaskListSection(props: TaskListSectionProps) {
  const { tasks, hasMore } = props;
  const count = props.count ?? `${tasks.length}${hasMore ? '+' : ''}`;
  const shown = useFirstItems(tasks, props.highlightId !== null);
  return (
    <Stack gap="sm" component="section" aria-label={props.heading}>
      <Title order={2} size="h4">
        {props.heading} ({count})
      </Title>
      {tasks.length === 0 ? (
        <Text c="dimmed">{props.emptyText}</Text>
      ) : (
        shown.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            highlighted={task.id === props.highlightId}
            toggling={task.id === props.togglingId}
            onToggle={(tickAll) => props.onToggle(task, tickAll)}
            onEdit={() => props.onEdit(task)}
            onDelete={() => props.onDelete(task)}
            canManage={props.canManage}
          />
        ))
      )}
      {hasMore && (
        <Button
          variant="default"
          onClick={props.onShowMore}
          loading={props.loadingMore}
          style={{ alignSelf: 'center' }}
        >
          {props.count === null ? 'Show more' : `Show more (${props.count - tasks.length} more)`}
        </Button>
      )}
    </Stack>
  );
}
