import { Checkbox, Stack, Text } from '@mantine/core';
import { splitChecklist, type ChecklistItem } from '../../../../core/checklist-items';

interface ChecklistGroupsProps {
  items: ChecklistItem[];
  completedLabel: string;
  pendingLabel: string;
  /** Clicking an item toggles it; without this the list is read-only. */
  onToggle?: (index: number) => void;
  disabled?: boolean;
}

/** A checklist in two groups, completed then pending; item indexes stay those of the list. */
export function ChecklistGroups({
  items,
  completedLabel,
  pendingLabel,
  onToggle,
  disabled,
}: ChecklistGroupsProps) {
  if (items.length === 0) return null;
  const { completed, pending } = splitChecklist(items);
  const groups = [
    { label: completedLabel, entries: completed, color: 'green' },
    { label: pendingLabel, entries: pending, color: 'orange' },
  ].filter((group) => group.entries.length > 0);

  return (
    <Stack gap="xs">
      {groups.map((group) => (
        <div key={group.label}>
          <Text size="sm" fw={600} c={group.color} mb={4}>
            {group.label}
          </Text>
          <Stack gap={6}>
            {group.entries.map((item) =>
              onToggle ? (
                <Checkbox
                  key={item.index}
                  size="sm"
                  label={item.text}
                  checked={item.completed}
                  disabled={disabled}
                  onChange={() => onToggle(item.index)}
                  styles={{ label: item.completed ? { textDecoration: 'line-through' } : {} }}
                />
              ) : (
                <Text key={item.index} size="sm" td={item.completed ? 'line-through' : undefined}>
                  {item.text}
                </Text>
              ),
            )}
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
