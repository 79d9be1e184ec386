import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { parseChecklist } from '../../../core/checklist-items';
import type { PortalUpdate } from '../../../core/schemas/portal';
import { PhotoGallery } from './photo-viewer';

interface PortalUpdateCardProps {
  update: PortalUpdate;
  photoUrl: (photoId: string) => string;
  /** The business's date format (Settings > Locale). */
  formatDate: (isoDate: string) => string;
}

/** One client-visible update; every text is rendered as text (React escapes it), never as HTML. */
/** The attachments that are not shown as photos: `files` names every attachment. */
function documentsOf(update: PortalUpdate): string[] {
  const photoNames = update.photos.map((photo) => photo.name);
  return update.files
    .map((file) => file.name)
    .filter((name) => {
      const index = photoNames.indexOf(name);
      if (index === -1) return true;
      photoNames.splice(index, 1);
      return false;
    });
}

export function PortalUpdateCard({ update, photoUrl, formatDate }: PortalUpdateCardProps) {
  const items = parseChecklist(update.checklist);
  const documents = documentsOf(update);
  const date = formatDate(update.date);
  return (
    <Card withBorder padding="md" component="article" aria-label={`Update of ${date}`}>
      <Text size="sm" fw={600} c="dimmed" component="h3" m={0}>
        {date}
      </Text>
      <Text mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {update.note}
      </Text>
      {items.length > 0 && (
        <Stack gap={6} mt="sm">
          {items.map((item, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={item.completed ? 'green' : 'gray'} variant="light" miw={88}>
                {item.completed ? 'Done' : 'To do'}
              </Badge>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.text}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {update.photos.length > 0 && (
        <Stack mt="sm">
          <PhotoGallery photos={update.photos} urlOf={photoUrl} />
        </Stack>
      )}
      {documents.length > 0 && (
        <Stack gap={2} mt="sm">
          {documents.map((name, index) => (
            <Group key={index} gap={6} wrap="nowrap">
              <IconPaperclip size={14} aria-hidden />
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {name}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
