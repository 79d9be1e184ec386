import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { IconMapPin, IconShare } from '@tabler/icons-react';
import { parseChecklist } from '../../../../core/checklist-items';
import type { Update } from '../../../../core/schemas/update';
import { RecordActions } from '../../../components/record-actions';
import { formatLocaleDate } from '../../../../core/calendar-dates';
import { isStaff } from '../../../lib/roles';
import { useUser } from '../../auth';
import { ChecklistGroups } from './checklist-groups';
import { DailyLogSummary } from './daily-log/daily-log-summary';
import { InternalBadge } from './internal-badge';
import { UpdateAttachments } from './update-attachments';

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
  const fileCount = update.files.length;
  const me = useUser().data;
  const staff = isStaff(me?.role);
  // A field user edits and deletes only what they wrote, and shares nothing publicly.
  const canChange = staff || (me !== undefined && me !== null && update.createdBy?.id === me.id);
  return (
    <Card
      withBorder
      padding="md"
      data-record-id={update.id}
      className={highlighted ? 'record-highlight' : undefined}
      component="article"
      aria-label={`${update.project}, ${formatLocaleDate(update.date)}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={3} size="h5">
              <Anchor
                component={Link}
                to={paths.project(update.projectId)}
                inherit
                c="var(--mantine-color-text)"
              >
                {update.project}
              </Anchor>
            </Title>
            {fileCount > 0 && (
              <Badge variant="light" size="sm" tt="none">
                {fileCount} file(s)
              </Badge>
            )}
            {update.visibility === 'internal' && <InternalBadge />}
          </Group>
          <Text size="sm" c="dimmed">
            {formatLocaleDate(update.date)}
          </Text>
          {update.createdBy && (
            <Text size="sm" c="dimmed" data-testid="update-author">
              by {update.createdBy.name}
            </Text>
          )}
          {update.projectAddress && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {update.projectAddress}
              </Text>
            </Group>
          )}
        </Stack>
        {canChange && (
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
        )}
      </Group>
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {update.note}
      </Text>
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
    </Card>
  );
}
