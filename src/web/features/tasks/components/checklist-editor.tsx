import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';

export interface ChecklistRow {
  text: string;
  completed: boolean;
}

interface ChecklistEditorProps {
  rows: ChecklistRow[];
  onChange: (rows: ChecklistRow[]) => void;
}

/** Always at least one row; a row can be removed only while more than one exists (spec section 5). */
export function ChecklistEditor({ rows, onChange }: ChecklistEditorProps) {
  const shown = rows.length > 0 ? rows : [{ text: '', completed: false }];
  const update = (index: number, change: Partial<ChecklistRow>) =>
    onChange(shown.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Checklist
      </Text>
      {shown.map((row, index) => (
        <Group key={index} gap="xs" wrap="nowrap">
          <Checkbox
            aria-label={`Checklist item ${index + 1} done`}
            checked={row.completed}
            onChange={(event) => update(index, { completed: event.currentTarget.checked })}
          />
          <TextInput
            aria-label={`Checklist item ${index + 1}`}
            placeholder="Checklist item"
            value={row.text}
            onChange={(event) => update(index, { text: event.currentTarget.value })}
            style={{ flexGrow: 1 }}
          />
          {shown.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove checklist item ${index + 1}`}
              onClick={() => onChange(shown.filter((_, i) => i !== index))}
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
        onClick={() => onChange([...shown, { text: '', completed: false }])}
        style={{ alignSelf: 'flex-start' }}
      >
        Add Item
      </Button>
    </Stack>
  );
}
