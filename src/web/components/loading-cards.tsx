import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Three grey cards where a screen's list will be, announced as loading: the skeletons of
 * the shell (PageLoader) and of the Updates screen draw the same list the same way.
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
      <Skeleton height={96} radius="md" mt={spaced ? 'sm' : undefined} />
      <Skeleton height={96} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}
