import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An empty list says why it is empty and offers the action that fills it (issue 18), so a
 * first-time owner is never left looking at a blank screen.
 */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="empty-state">
      <Text c="dimmed" ta="center" maw={480}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}
