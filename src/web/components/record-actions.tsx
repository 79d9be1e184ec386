import { ActionIcon, Box, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
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
  /** 'elsewhere': on a phone the card's own menu holds Delete, so no second menu here. */
  deleteOnPhone?: 'menu' | 'elsewhere';
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

/**
 * The Edit (pencil) and Delete (red bin) icon buttons of a record card. On a phone (below
 * `sm`) Delete moves into a "More actions" menu, so a thumb aiming at Edit never lands on
 * it (decision 185); global.css makes every button of a card a 44 px target there.
 */
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
  deleteOnPhone = 'menu',
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
      <Box visibleFrom="sm" lh={0}>
        {withTooltip(
          deleteTooltip,
          tooltipOpenDelay,
          <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>,
        )}
      </Box>
      {deleteOnPhone === 'menu' && (
        <Box hiddenFrom="sm" lh={0}>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label="More actions">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={deleteLabel}
                onClick={onDelete}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Box>
      )}
    </Group>
  );
}
