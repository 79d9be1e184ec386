import { Skeleton, Stack } from '@mantine/core';

/**
 * What a screen shows while its code loads: the shape of a page (a title, a line under it,
 * a few cards) instead of a spinner, so the content lands where the eye already is and
 * nothing jumps (decision 205).
 */
export function PageLoader() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading" role="status">
      <Skeleton height={28} width="40%" radius="sm" />
      <Skeleton height={14} width="65%" radius="sm" />
      <Skeleton height={96} radius="md" mt="sm" />
      <Skeleton height={96} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}
