import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LOADING_CARDS } from './loading-shape';

/**
 * Three grey cards where a screen's list will be, announced as loading: the skeletons of
 * the shell (PageLoader) and of the Updates screen draw the same list the same way, and a
 * list screen waiting for its data draws them too (ListLoading).
 * `children` go above the cards (a skeleton's title lines); `spaced` leaves the room of a
 * page's header below them before the first card.
 */
export function LoadingCards({
  children,
  spaced = false,
}: {
  children?: ReactNode;
  spaced?: boolean;
}) {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading" role="status">
      {children}
      {Array.from({ length: LOADING_CARDS.count }, (_, i) => (
        <Skeleton
          key={i}
          height={LOADING_CARDS.height}
          radius="md"
          mt={spaced && i === 0 ? 'sm' : undefined}
        />
      ))}
    </Stack>
  );
}
