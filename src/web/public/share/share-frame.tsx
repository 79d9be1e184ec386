import { Container, Group, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
  IconMapPin,
  IconPaperclip,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ThemeToggleButton } from '../public-theme-toggle';

/** The icons the server's share page draws, by the names it uses (`<use href="#…">`). */
export const SHARE_ICONS: Record<string, ComponentType<{ size?: number }>> = {
  'share-icon-previous-year': IconChevronsLeft,
  'share-icon-previous-month': IconChevronLeft,
  'share-icon-next-month': IconChevronRight,
  'share-icon-next-year': IconChevronsRight,
  'share-icon-pin': IconMapPin,
  'share-icon-file': IconPaperclip,
};

/**
 * The public share page's frame, rendered once at build time (decision 222): the heading
 * and the theme button as the app draws them; the server writes the rest into it.
 */
export function ShareFrame() {
  return (
    <Container size="md" py="lg">
      <Group justify="space-between" mb="lg" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size="lg" radius="md" aria-hidden>
            <IconBuildingCommunity size={18} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            Project Updates
          </Title>
        </Group>
        <ThemeToggleButton />
      </Group>
      {/* Where the server writes the calendar and the day's updates (share-page.ts). */}
      <div data-share-body="" />
    </Container>
  );
}
