import { Skeleton, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { LOADING_CARDS } from './loading-shape';

/**
 * What a screen waiting for data it has not kept says with no connection: React Query
 * pauses a query while offline (the offline feature tells it, decision 195), and a list
 * passes `paused` (its query's `fetchStatus === 'paused'`).
 */
export const WAITING_FOR_CONNECTION = 'No connection: this shows once the connection returns.';

/**
 * A list screen whose code is in and whose data is not yet: the spec's loading text
 * ("Loading tasks...", which names the status) over the cards the shell drew while the code
 * loaded (LoadingCards), so they stay where they were until the list replaces them.
 *
 * It draws them itself: a list's chunk importing LoadingCards, which the entry's frame
 * draws, made the build move Mantine's Stack and Text out of the entry into a file of
 * their own, one more file every page waits for before the entry can run.
 */
export function ListLoading({ text, paused = false }: { text: string; paused?: boolean }) {
  const id = useId();
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-labelledby={id}>
      <Text c="dimmed" id={id}>
        {text}
      </Text>
      {paused && <Text c="dimmed">{WAITING_FOR_CONNECTION}</Text>}
      {Array.from({ length: LOADING_CARDS.count }, (_, i) => (
        <Skeleton key={i} height={LOADING_CARDS.height} radius="md" />
      ))}
    </Stack>
  );
}
