import { Box, Group, Skeleton, Stack } from '@mantine/core';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Update } from '../../../../core/schemas/update';
import { photosAndFiles } from '../../../../core/updates';
import { LoadingCards } from '../../../components/loading-cards';
import { PageHeader } from '../../../components/page-header';
import { SCREEN_HEADINGS } from '../../../lib/screen-headings';
import { useUser } from '../../auth';
import { updatePagesQueryOptions } from '../api/get-update-pages';
import { actionButtons } from '../card-permissions';
import { groupByDay } from '../day-groups';
import { entriesInView, firstEntries } from '../first-entries';
import { LogDaySection } from './log-day-section';
import { UpdateCardLayout } from './update-card-layout';

// The boxes the screen's controls take, as measured in Chromium at 390 and 1280 px: an input
// under its label, the Show segments (44 px targets on a phone, touch-target.module.css), the
// tabs, and a card's icon buttons (44 px targets on a phone, global.css; 28 px from `sm`).
// With them the first note is drawn where the screen will draw it.
const LABELLED_INPUT = 60.8;
const BUTTON = 36;
const SEGMENTS = { width: 227, height: { base: 52, sm: 35.7 } };
const TABS = 38;
const ICON = { base: 44, sm: 28 };

/** The filters bar's shape: Project, From, To and Show, wrapping as the bar does. */
function FiltersShape() {
  const field = (width: string | Record<string, number | string>) => (
    <Box w={width} h={LABELLED_INPUT} pt={LABELLED_INPUT - BUTTON}>
      <Skeleton height={BUTTON} radius="md" />
    </Box>
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" aria-hidden>
      {field({ base: '100%', xs: 220 })}
      {field({ base: 'calc(50% - 6px)', xs: 170 })}
      {field({ base: 'calc(50% - 6px)', xs: 170 })}
      <Box w={SEGMENTS.width} h={SEGMENTS.height}>
        <Skeleton height="100%" radius="md" />
      </Box>
    </Group>
  );
}

/** The room a card's action buttons will take (RecordActions), so its heading wraps as it will. */
export function ActionsRoom({ buttons }: { buttons: number }) {
  if (buttons === 0) return null;
  const width = (size: number) => buttons * size + (buttons - 1) * 4;
  return (
    <Box
      w={{ base: width(ICON.base), sm: width(ICON.sm) }}
      h={ICON}
      style={{ flexShrink: 0 }}
      data-part="actions"
    />
  );
}

/** Where the card's photos will be: their thumbnails' places (UpdateAttachments). */
export function PhotoPlaces({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Group gap="xs" mt="sm" data-part="photos">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} width={72} height={72} radius="sm" />
      ))}
    </Group>
  );
}

/** A note's card as the skeleton draws it: its frame, heading and note, and its controls' room. */
export function SkeletonNote({ update, buttons }: { update: Update; buttons: number }) {
  return (
    <UpdateCardLayout update={update} actions={<ActionsRoom buttons={buttons} />}>
      <PhotoPlaces count={photosAndFiles(update.attachments).photos.length} />
    </UpdateCardLayout>
  );
}

/**
 * The screen's heading and the shape of its filters and tabs, with `children` where its
 * list will be: the skeleton's frame, which the build also renders for the page to draw
 * the first notes in before the app's code has run (decision 253).
 */
export function UpdatesSkeletonLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        {...SCREEN_HEADINGS.updates}
        actions={<Skeleton height={BUTTON} width={132} radius="md" aria-hidden />}
      />
      <Stack gap="lg" aria-busy="true">
        <FiltersShape />
        <div>
          <Skeleton height={TABS} mb="md" radius="sm" aria-hidden />
          {children}
        </div>
      </Stack>
    </>
  );
}

/**
 * What the Updates screen shows while its code loads (decision 226): its heading, the shape
 * of its filters and tabs, and the newest updates themselves, drawn by the cards' own layout
 * from the first page the app asked for with its code (decision 221). On a slow phone the
 * notes are there with the shell, a second and more before the screen's ~40 files of code.
 * With filters, the calendar or a linked update in the address, the first screen differs:
 * grey cards then, and the page asks for its own data.
 */
export function UpdatesSkeleton() {
  const { search } = useLocation();
  const me = useUser().data;
  const plain = search === '';
  const first = useInfiniteQuery({ ...updatePagesQueryOptions(), enabled: plain });
  // The first page's 8 cards in one render held back the first note's paint, the screen's
  // largest; the rest in a render after it came before that paint (decision 251).
  const days = firstEntries(groupByDay(first.data?.pages[0]?.updates ?? []), entriesInView());
  return (
    <UpdatesSkeletonLayout>
      {days.length > 0 ? (
        <Stack>
          {days.map((day) => (
            <LogDaySection
              key={day.date}
              day={day}
              showProject
              note={(update) => (
                <SkeletonNote update={update} buttons={actionButtons(me, update)} />
              )}
            />
          ))}
        </Stack>
      ) : (
        <LoadingCards />
      )}
    </UpdatesSkeletonLayout>
  );
}

/**
 * The skeleton once the first page it draws is in: the shell's frame shows it before the
 * shell's code has loaded (decision 233), and draws it whole in one paint. With anything
 * in the address it draws grey cards and needs nothing.
 */
export async function updatesSkeletonWithNotes(
  client: QueryClient,
  search: string,
): Promise<ComponentType> {
  if (search === '') await client.prefetchInfiniteQuery(updatePagesQueryOptions());
  return UpdatesSkeleton;
}
