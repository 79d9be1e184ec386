import { Skeleton, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * Three grey cards where a screen's list will be, announced as loading: the skeletons of
 * the shell (PageLoader) and of the Updates screen draw the same list the same way, and a
 * list screen whose data is still on its way draws it under its spec's text (`label`,
 * "Loading tasks..."), so the cards stay where they were while its code loaded.
 * `children` go above the cards (a skeleton's title lines); `spaced` leaves the room of a
 * page's header below them before the first card.
 */
export function LoadingCards({
  children,
  label,
  spaced = false,
}: {
  children?: ReactNode;
  label?: string;
  spaced?: boolean;
}) {
  const labelId = useId();
  return (
    <Stack
      gap="md"
      aria-busy="true"
      role="status"
      {...(label ? { 'aria-labelledby': labelId } : { 'aria-label': 'Loading' })}
    >
      {label && (
        <Text c="dimmed" id={labelId}>
          {label}
        </Text>
      )}
      {children}
      <Skeleton height={96} radius="md" mt={spaced ? 'sm' : undefined} />
      <Skeleton height={96} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}
