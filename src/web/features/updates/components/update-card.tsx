import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { parseChecklist } from '../../../../core/checklist-items';
import type { Update } from '../../../../core/schemas/update';
import { RecordActions } from '../../../components/record-actions';
import { useUser } from '../../auth';
import { ChecklistGroups } from './checklist-groups';
import { DailyLogSummary } from './daily-log/daily-log-summary';
import { UpdateAttachments } from './update-attachments';
import { cardPermissions } from '../card-permissions';
import { UpdateCardLayout } from './update-card-layout';

interface UpdateCardProps {
  update: Update;
  highlighted?: boolean;
  onEdit: (update: Update) => void;
  onShare: (update: Update) => void;
  onDelete: (update: Update) => void;
  onToggle: (update: Update, index: number) => void;
  toggling?: boolean;
}

export function UpdateCard({
  update,
  highlighted,
  onEdit,
  onShare,
  onDelete,
  onToggle,
  toggling,
}: UpdateCardProps) {
  const items = parseChecklist(update.checklist);
  const { staff, canChange } = cardPermissions(useUser().data, update);
  return (
    <UpdateCardLayout
      update={update}
      highlighted={highlighted}
      actions={
        canChange && (
          <RecordActions
            editLabel="Edit update"
            deleteLabel="Delete update"
            onEdit={() => onEdit(update)}
            onDelete={() => onDelete(update)}
            editTooltip="Edit update"
            deleteTooltip="Delete update"
            actionsBeforeDelete={
              staff && (
                <Tooltip label="Copy share link">
                  <ActionIcon
                    variant="subtle"
                    aria-label="Copy share link"
                    onClick={() => onShare(update)}
                  >
                    <IconShare size={18} />
                  </ActionIcon>
                </Tooltip>
              )
            }
          />
        )
      }
    >
      <DailyLogSummary sections={update} />
      {items.length > 0 && (
        <Stack mt="sm">
          <ChecklistGroups
            items={items}
            completedLabel="Completed Items:"
            pendingLabel="Pending Items:"
            onToggle={(index) => onToggle(update, index)}
            disabled={toggling}
          />
        </Stack>
      )}
      {update.attachments.length > 0 && (
        <Stack mt="sm">
          <UpdateAttachments attachments={update.attachments} />
        </Stack>
      )}
    </UpdateCardLayout>
  );
}
