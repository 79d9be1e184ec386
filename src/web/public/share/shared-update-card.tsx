import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPaperclip } from '@tabler/icons-react';
import { parseChecklist } from '../../../core/checklist-items';
import type { PublicUpdate } from '../../../core/schemas/update';
import { formatLongDate } from '../../lib/calendar-dates';
import { thumbnailSources } from '../../lib/photo-sources';
import { publicFileUrl } from './share-api';

/** One shared update; every text is rendered as text (React escapes it), never as HTML. */
export function SharedUpdateCard({ update }: { update: PublicUpdate }) {
  const items = parseChecklist(update.checklist);
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={`${update.project}, ${formatLongDate(update.date)}`}
    >
      <Text size="sm" c="dimmed">
        {formatLongDate(update.date)}
      </Text>
      <Title order={3} size="h5">
        {update.project}
      </Title>
      {update.projectAddress && (
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            {update.projectAddress}
          </Text>
        </Group>
      )}
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {update.note}
      </Text>
      {items.length > 0 && (
        <Stack gap={6} mt="sm">
          {items.map((item, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={item.completed ? 'green' : 'red'} variant="light" miw={88}>
                {item.completed ? 'Completed' : 'Pending'}
              </Badge>
              <Text size="sm" c={item.completed ? 'green' : 'red'}>
                {item.text}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {update.photos.length > 0 && (
        <Group gap="xs" mt="sm">
          {update.photos.map((photo) => (
            <Anchor
              key={photo.id}
              href={publicFileUrl(photo.id)}
              target="_blank"
              rel="noopener"
              aria-label={`Open ${photo.name} full size`}
            >
              <img
                {...thumbnailSources(publicFileUrl(photo.id), 96)}
                alt={photo.name}
                width={96}
                height={96}
                style={{
                  objectFit: 'cover',
                  borderRadius: 'var(--mantine-radius-sm)',
                  display: 'block',
                }}
              />
            </Anchor>
          ))}
        </Group>
      )}
      {update.files.length > 0 && (
        <Stack gap={2} mt="sm">
          {update.files.map((name, index) => (
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
