import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLocaleDate } from '../../../../core/calendar-dates';
import type { Update } from '../../../../core/schemas/update';
import { paths } from '../../../lib/paths';
import { InternalBadge } from './internal-badge';

/**
 * An update card's frame, heading and note: the card itself (`UpdateCard`) adds its actions
 * and what follows the note; the screen's skeleton shows only this, from the first page the
 * app asked for with its code (`UpdatesSkeleton`), so the note is there before the screen.
 * Its optional parts are named by `data-part`: the page draws the first notes from this
 * markup before the app's code has run, and leaves out the parts a note has not
 * (drawn-notes.ts, decision 253).
 */
export function UpdateCardLayout({
  update,
  highlighted,
  actions,
  children,
}: {
  update: Update;
  highlighted?: boolean | undefined;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const fileCount = update.files.length;
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
              <Badge variant="light" size="sm" tt="none" data-part="files">
                {fileCount} file(s)
              </Badge>
            )}
            {update.visibility === 'internal' && <InternalBadge />}
          </Group>
          <Text size="sm" c="dimmed">
            {formatLocaleDate(update.date)}
          </Text>
          {update.createdBy && (
            <Text size="sm" c="dimmed" data-testid="update-author" data-part="author">
              by {update.createdBy.name}
            </Text>
          )}
          {update.projectAddress && (
            <Group gap={4} wrap="nowrap" data-part="address">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {update.projectAddress}
              </Text>
            </Group>
          )}
        </Stack>
        {actions}
      </Group>
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {update.note}
      </Text>
      {children}
    </Card>
  );
}
