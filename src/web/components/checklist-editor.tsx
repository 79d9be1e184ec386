import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ChecklistItem } from '../../core/checklist-items';

interface ChecklistEditorProps {
  items: ChecklistItem[];
  onChange: (items: ChecklistItem[]) => void;
  label?: string;
}

/**
 * The checklist editor of tasks and updates (spec section 5): always at least one row,
 * a row can be removed only while more than one exists; blank rows are dropped on save.
 */
export function ChecklistEditor({ items, onChange, label = 'Checklist' }: ChecklistEditorProps) {
  const rows = items.length > 0 ? items : [{ text: '', completed: false }];
  const set = (index: number, patch: Partial<ChecklistItem>) =>
    onChange(rows.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {rows.map((item, index) => (
        <Group key={index} gap="xs" wrap="nowrap">
          <Checkbox
            aria-label={`Checklist item ${index + 1} done`}
            checked={item.completed}
            onChange={(event) => set(index, { completed: event.currentTarget.checked })}
          />
          <TextInput
            aria-label={`Checklist item ${index + 1}`}
            placeholder="Checklist item"
            value={item.text}
            onChange={(event) => set(index, { text: event.currentTarget.value })}
            style={{ flex: 1 }}
            maxLength={500}
          />
          {rows.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove checklist item ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <IconX size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange([...rows, { text: '', completed: false }])}
        style={{ alignSelf: 'flex-start' }}
      >
        Add Item
      </Button>
    </Stack>
  );
}
