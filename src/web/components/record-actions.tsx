import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactElement, ReactNode } from 'react';

interface RecordActionsProps {
  /** Accessible name of the Edit button, e.g. "Edit Cedar House". */
  editLabel: string;
  /** Accessible name of the Delete button, e.g. "Delete Cedar House". */
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** False hides the Edit button (a completed task, a paid invoice). */
  canEdit?: boolean;
  /** Tooltips of the two buttons; none when left out. */
  editTooltip?: string;
  deleteTooltip?: string;
  tooltipOpenDelay?: number;
  /** More icon buttons of the card, before Edit. */
  actionsBeforeEdit?: ReactNode;
  /** More icon buttons of the card, between Edit and Delete. */
  actionsBeforeDelete?: ReactNode;
}

function withTooltip(
  label: string | undefined,
  openDelay: number | undefined,
  button: ReactElement,
) {
  if (!label) return button;
  return (
    <Tooltip label={label} openDelay={openDelay}>
      {button}
    </Tooltip>
  );
}

/** The Edit (pencil) and Delete (red bin) icon buttons of a record card. */
export function RecordActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  canEdit = true,
  editTooltip,
  deleteTooltip,
  tooltipOpenDelay,
  actionsBeforeEdit,
  actionsBeforeDelete,
}: RecordActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {actionsBeforeEdit}
      {canEdit &&
        withTooltip(
          editTooltip,
          tooltipOpenDelay,
          <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>,
        )}
      {actionsBeforeDelete}
      {withTooltip(
        deleteTooltip,
        tooltipOpenDelay,
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>,
      )}
    </Group>
  );
}
