import { Button, Kbd, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** Opens global search; the popover itself arrives with the search feature. */
export function SearchButton() {
  return (
    <Button
      variant="default"
      leftSection={<IconSearch size={16} />}
      rightSection={
        <Kbd size="xs" visibleFrom="sm">
          Ctrl K
        </Kbd>
      }
      justify="space-between"
      w={{ base: 'auto', sm: 260 }}
      fw={400}
      aria-label="Search"
      aria-keyshortcuts="Control+K Meta+K"
    >
      <Text size="sm" c="dimmed" component="span">
        Search...
      </Text>
    </Button>
  );
}
