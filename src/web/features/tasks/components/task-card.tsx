import { Badge, Button, Card, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { IconAlertTriangle, IconCalendar, IconMapPin, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { parseChecklist } from '../../../../core/checklist-items';
import { countOf } from '../../../../core/plural';
import { type Task } from '../../../../core/schemas/task';
import { RecordActions } from '../../../components/record-actions';
import { todayIso } from '../../../../core/calendar-dates';
import { paths } from '../../../lib/paths';
import { useLocale } from '../../../lib/use-locale';
import { useUpdateTask } from '../api/update-task';
import { isOverdue } from '../../../../core/tasks';

interface TaskCardProps {
  task: Task;
  highlighted: boolean;
  toggling: boolean;
  /** `tickAll`: complete it with every checklist item ticked. */
  onToggle: (tickAll?: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** False hides Edit and Delete (a field user completes tasks but does not edit them). */
  canManage?: boolean;
}

export function TaskCard({
  task,
  highlighted,
  toggling,
  onToggle,
  onEdit,
  onDelete,
  canManage = true,
}: TaskCardProps) {
  const { formatDate, formatDateTime } = useLocale();
  const completed = task.status === 'completed';
  const items = parseChecklist(task.checklist);
  const done = items.filter((item) => item.completed).length;
  const open = items.length - done;
  // Completing with open items asks whether to tick them all (issue 18).
  const [asking, setAsking] = useState(false);
  const tick = useUpdateTask();
  const complete = () => (!completed && open > 0 ? setAsking(true) : onToggle());
  const answer = (tickAll: boolean) => {
    setAsking(false);
    onToggle(tickAll);
  };
  return (
    <Card
      withBorder
      padding="md"
      data-record-id={task.id}
      data-testid="task-card"
      className={highlighted ? 'record-highlight' : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={3}
          size="md"
          radius="xl"
          checked={completed}
          disabled={toggling}
          onChange={complete}
          aria-label={
            completed ? `Mark "${task.title}" as pending` : `Mark "${task.title}" as complete`
          }
        />
        <Stack gap={6} style={{ flexGrow: 1, minWidth: 0 }}>
          {/* A completed task recedes by colour and strike-through, not by opacity: a
              translucent card drops its dimmed text below WCAG AA contrast in the dark theme. */}
          <Text
            fw={600}
            c={completed ? 'dimmed' : undefined}
            td={completed ? 'line-through' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {task.title}
          </Text>
          {task.description && (
            <Text size="sm" c="dimmed" td={completed ? 'line-through' : undefined}>
              {task.description}
            </Text>
          )}
          {items.length > 0 && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Checklist {done}/{items.length}
              </Text>
              {/* Real checkboxes: each tick is saved at once (field users may tick too). */}
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((item, index) => (
                  <li key={index}>
                    <Checkbox
                      size="sm"
                      label={item.text}
                      checked={item.completed}
                      disabled={tick.isPending || toggling}
                      onChange={(event) =>
                        tick.mutate({
                          id: task.id,
                          patch: {
                            checklistItem: { index, completed: event.currentTarget.checked },
                          },
                        })
                      }
                      styles={{
                        label: { textDecoration: item.completed ? 'line-through' : undefined },
                      }}
                    />
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
          <Group gap="xs" mt={2}>
            <Badge
              variant="light"
              component={Link}
              to={paths.project(task.projectId)}
              style={{ cursor: 'pointer' }}
            >
              {task.project}
            </Badge>
            {task.assignee && (
              <Group gap={4} wrap="nowrap">
                <IconUserCheck size={14} aria-label="Assigned to" />
                <Text size="xs">{task.assignee}</Text>
              </Group>
            )}
            {!completed &&
              task.dueDate &&
              // Overdue reads in red text with a warning icon and the word, not by colour alone.
              (isOverdue(task, todayIso()) ? (
                <Group gap={4} wrap="nowrap" data-testid="task-overdue">
                  <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-red-text)" />
                  <Text size="xs" c="var(--mantine-color-red-text)" fw={600}>
                    Overdue · due {formatDate(task.dueDate)}
                  </Text>
                </Group>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <IconCalendar size={14} aria-label="Due date" />
                  <Text size="xs">{formatDate(task.dueDate)}</Text>
                </Group>
              ))}
            {completed && task.completedAt && (
              <Text size="xs" c="dimmed">
                Completed {formatDateTime(task.completedAt)}
              </Text>
            )}
          </Group>
          {task.createdBy && (
            <Text size="xs" c="dimmed">
              by {task.createdBy.name}
            </Text>
          )}
          {!completed && task.projectAddress && (
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconMapPin
                size={14}
                aria-label="Project address"
                style={{ flexShrink: 0, marginTop: 2 }}
              />
              <Text size="xs" c="dimmed">
                {task.projectAddress}
              </Text>
            </Group>
          )}
        </Stack>
        {canManage && (
          <RecordActions
            editLabel={`Edit ${task.title}`}
            deleteLabel={`Delete ${task.title}`}
            onEdit={onEdit}
            onDelete={onDelete}
            canEdit={!completed}
          />
        )}
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Complete task" centered>
        <Stack>
          <Text>
            &ldquo;{task.title}&rdquo; still has {countOf(open, 'open checklist item')}. Tick{' '}
            {open === 1 ? 'it' : 'them all'} as you complete the task?
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button variant="light" onClick={() => answer(false)}>
              Complete, leave open
            </Button>
            <Button onClick={() => answer(true)} data-autofocus>
              Tick all and complete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
