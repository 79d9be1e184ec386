import { ActionIcon, Button, Group, Paper, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SectionVisibility } from '../../../../../core/schemas/daily-log';

// The pieces every daily log section's editor is made of (decision 190): the "client sees
// it" switch, a labelled row group ("Crew row 2", so a screen reader and a test can tell the
// rows apart) with its Remove button, the Add row button, and the rows' small helpers.

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The per-section "client sees it" switch (decision 190: weather on, the rest off by default). */
export function ClientSwitch({
  section,
  value,
  onChange,
}: {
  section: string;
  value: SectionVisibility;
  onChange: (value: SectionVisibility) => void;
}) {
  return (
    <Switch
      label={`Client sees ${section}`}
      checked={value === 'client'}
      onChange={(event) => onChange(event.currentTarget.checked ? 'client' : 'internal')}
      size="md"
    />
  );
}

export function RowGroup({
  label,
  onRemove,
  children,
}: {
  label: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text size="sm" fw={500} c="dimmed">
          {label}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Remove ${label.toLowerCase()}`}
          onClick={onRemove}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
      {children}
    </Paper>
  );
}

export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} />}
      onClick={onClick}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}

/** Replaces the row at `index` with `patch` applied. */
export const patched = <T,>(rows: readonly T[], index: number, patch: Partial<T>): T[] =>
  rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
export const without = <T,>(rows: readonly T[], index: number): T[] =>
  rows.filter((_, i) => i !== index);

/** Mantine's NumberInput gives a number, or the text typed when it is not one yet. */
export const numberProps = (
  value: number | string,
  onChange: (value: number | string) => void,
) => ({
  value,
  onChange,
  hideControls: true,
  inputMode: 'decimal' as const,
});
