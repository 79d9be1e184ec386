import { Button, Kbd, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SearchSpotlight } from './search-spotlight';
import { searchSpotlight } from './search-store';

/** The header's 'Search...' button; Cmd/Ctrl+K opens the same popover. */
export function SearchButton() {
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSearch size={16} />}
        rightSection={
          <Kbd size="xs" visibleFrom="sm">
            {mac ? '⌘ K' : 'Ctrl K'}
          </Kbd>
        }
        justify="space-between"
        w={{ base: 'auto', sm: 260 }}
        fw={400}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={searchSpotlight.open}
      >
        <Text size="sm" c="dimmed" component="span">
          Search...
        </Text>
      </Button>
      <SearchSpotlight />
    </>
  );
}
